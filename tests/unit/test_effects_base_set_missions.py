"""Base Set missions written in the declarative vocabulary (effects/base_set/missions.py),
each played: the text happens, and does not when its condition fails. Fixture printings
with the real card ids; player 0 is the hero of turn 1 (`scenario`)."""

from __future__ import annotations

import pytest
from factories import MARINE, ROCKS, TEAM, sg_card
from sg_effect_cards import checked_actions, drive, real
from sg_play import SPARE, legal_of, to_next_mission
from sg_play import succeed_with as _succeed_with
from test_sg_engine_helpers import HERO_P, VILLAIN_P, B, C, I, S, mission, scenario, uid

from stargate_vcg.cards import CardType, Glyph, Skill, StargateCard
from stargate_vcg.effects.dsl import Card
from stargate_vcg.engine.stargate import (
    Assign,
    Choose,
    Continue,
    Decline,
    Pass,
    PlayCard,
    PlayComplication,
    StargateGame,
    Stop,
    ops,
)
from stargate_vcg.engine.stargate.effects import Decision
from stargate_vcg.errors import IllegalAction

M = CardType.MISSION
CULTURE, SCIENCE, COMBAT = 0, 1, 2  # skill indices (engine/stargate/surface.py)
BRIEF_CANDLE = real("Brief Candle (Argos)", M, skills={S: 3}, experience=1)
ANTARCTIC = real("Antarctic Rescue (Antarctica)", M, skills={I: 3}, experience=1)
SUPPLY_RAID = real("Supply Raid (Nirrti's Supply Depot)", M, skills={B: 4}, experience=2)
RETRIEVE = real("Retrieve Artifact (P5C-353)", M, skills={C: 5}, experience=4)
SPECIMEN = real("Acquire Specimen (BP6-3Q1)", M, skills={B: 3}, experience=1)
TIME_LOOP = real("Time Loop (P4X-639)", M, skills={C: 3}, experience=2)
TRIAD = real("Attend Triad (Tollana)", M, skills={I: 4}, experience=2)
PRISON = real("Prison Break (Chulak)", M, skills={B: 3}, experience=1)
VORLIX = real("Cure the Vorlix (Vyus)", M, skills={S: 5}, experience=3)


pytestmark = pytest.mark.usefixtures(checked_actions.__name__)


def start(first: StargateCard, hero: list[StargateCard] | None = None,
          villain: list[StargateCard] | None = None, power: int | None = None) -> StargateGame:
    return scenario(hero or [], villain or [], missions=[first, SPARE], power=power)


def test_brief_candle_stops_the_character_its_player_chooses() -> None:
    game = start(BRIEF_CANDLE)
    leader = uid(game, "Fixture Leader", HERO_P)
    assert game.to_act == HERO_P and Choose(leader) in game.legal_actions()
    game.apply(Choose(leader))
    assert game.status_name(leader) == "stopped"


def test_brief_candle_offers_only_characters_that_can_be_stopped() -> None:
    game = start(BRIEF_CANDLE)
    warrior = uid(game, "Fixture Warrior", HERO_P)  # stopped at setup
    assert Choose(warrior) not in game.legal_actions()


def test_a_plain_mission_asks_nothing_when_played() -> None:
    game = start(SPARE)
    assert game.pending_decision is None


def test_antarctic_rescue_the_opponent_blocks_a_team_character_for_the_mission() -> None:
    game = start(ANTARCTIC)
    scholar = uid(game, "Fixture Scholar", HERO_P)
    assert game.to_act == VILLAIN_P
    game.apply(Choose(scholar))
    assert game.is_blocked(scholar)
    with pytest.raises(IllegalAction):
        game.apply(Assign(scholar))


def test_antarctic_rescue_block_ends_with_the_mission() -> None:
    game = start(ANTARCTIC)
    scholar = uid(game, "Fixture Scholar", HERO_P)
    game.apply(Choose(scholar))
    game.apply(Pass())
    game.apply(Pass())
    assert not game.is_blocked(scholar)


def test_antarctic_rescue_offers_the_heros_team_only() -> None:
    game = start(ANTARCTIC)
    options = {game.facts[a.option].owner for a in game.legal_actions()
               if isinstance(a, Choose)}
    assert options == {HERO_P}


@pytest.mark.parametrize(("assigned", "villain_power"),
                         [(("Fixture Leader", "Fixture Scientist"), 1), ((), 3)])
def test_supply_raid_success_costs_the_opponent_two_power(assigned: tuple[str, ...],
                                                           villain_power: int) -> None:
    game = start(SUPPLY_RAID)
    _succeed_with(game, *assigned)
    assert game.power(VILLAIN_P) == villain_power


@pytest.mark.parametrize(("first", "cost"), [(RETRIEVE, 2), (SPARE, 1)])
def test_retrieve_artifact_makes_complications_cost_one_more(first: StargateCard,
                                                             cost: int) -> None:
    game = start(first, villain=[ROCKS])
    game.apply(Pass())
    game.apply(PlayComplication(uid(game, "Rocks", VILLAIN_P)))
    assert game.power(VILLAIN_P) == 3 - cost


@pytest.mark.parametrize(("obstacles", "difficulty"), [(0, 3), (1, 3 + 1 + 1)])
def test_acquire_specimen_gets_harder_per_obstacle(obstacles: int, difficulty: int) -> None:
    game = start(SPECIMEN, villain=[ROCKS])
    if obstacles:
        game.apply(Pass())
        game.apply(PlayCard(uid(game, "Rocks", VILLAIN_P)))
    assert game.mission_difficulty() == difficulty


def _fail_first_mission(game: StargateGame) -> None:
    game.apply(Pass())
    game.apply(Pass())
    while game.phase != "deciding to continue":
        game.apply(game.legal_actions()[0])


@pytest.mark.parametrize(("first", "can_continue"), [(TIME_LOOP, False), (SPARE, True)])
def test_time_loop_failure_forbids_more_missions_this_turn(first: StargateCard,
                                                           can_continue: bool) -> None:
    game = start(first, power=5)
    _fail_first_mission(game)
    assert (Continue() in game.legal_actions()) is can_continue
    assert Stop() in game.legal_actions()


def test_time_loop_restriction_ends_with_the_turn() -> None:
    game = start(TIME_LOOP, power=5)
    _fail_first_mission(game)
    game.apply(Stop())
    assert game.state.lasting_rules == []


def test_attend_triad_success_may_take_a_character_from_the_discard_pile() -> None:
    game = start(TRIAD, hero=[MARINE])
    marine = uid(game, "Marine", HERO_P)
    game.state.players[HERO_P].hand.remove(marine)
    game.state.players[HERO_P].discard.append(marine)
    game.state.zone[marine] = 2  # discard pile
    _succeed_with(game, "Fixture Leader", "Fixture Scientist")
    assert game.pending_decision is not None
    assert Decline() in game.legal_actions()
    game.apply(Choose(marine))
    assert marine in game.hand(HERO_P)


def test_attend_triad_failure_takes_nothing() -> None:
    game = start(TRIAD)
    hand = len(game.hand(HERO_P))
    game.apply(Pass())
    game.apply(Pass())
    assert len(game.hand(HERO_P)) == hand


def test_prison_break_stops_support_characters_when_played_and_readies_them_on_success(
        ) -> None:
    game = scenario([MARINE], [], missions=[SPARE, PRISON], power=5)
    marine = uid(game, "Marine", HERO_P)
    game.apply(PlayCard(marine))
    game.apply(Pass())
    game.apply(Pass())  # the spare mission fails: nobody assigned
    to_next_mission(game)
    assert game.status_name(marine) == "stopped"
    _succeed_with(game, "Fixture Leader")
    assert game.status_name(marine) == "ready"


def _marine_in_deck(game: StargateGame) -> int:
    marine = uid(game, "Marine", HERO_P)
    game.state.players[HERO_P].hand.remove(marine)
    game.state.players[HERO_P].deck.insert(0, marine)
    game.state.zone[marine] = 0  # deck
    return marine


def test_cure_the_vorlix_success_searches_the_deck_hidden_from_the_opponent() -> None:
    game = start(VORLIX, hero=[MARINE], power=5)
    marine = _marine_in_deck(game)
    _succeed_with(game, "Fixture Scientist", "Fixture Scholar")
    decision = game.pending_decision
    assert decision is not None
    seen_by_villain = game.observation(VILLAIN_P).pending
    assert seen_by_villain is not None and set(seen_by_villain.options) == {-1}
    assert legal_of(game, Choose) == [Choose(marine)]
    game.apply(Choose(marine))
    assert marine in game.hand(HERO_P)


def test_cure_the_vorlix_search_choice_is_not_named_in_the_public_log() -> None:
    game = start(VORLIX, hero=[MARINE], power=5)
    marine = _marine_in_deck(game)
    _succeed_with(game, "Fixture Scientist", "Fixture Scholar")
    game.apply(Choose(marine))
    chosen = [e for e in game.log_entries if e.kind == "choose"]
    assert chosen and all(e.card == -1 for e in chosen)


def test_cure_the_vorlix_failure_searches_nothing() -> None:
    game = start(VORLIX, hero=[MARINE])
    marine = _marine_in_deck(game)
    game.apply(Pass())
    game.apply(Pass())
    assert game.pending_decision is None
    assert marine not in game.hand(HERO_P)


# --- the preconstructed decks' missions ----------------------------------------------------

AVERT = real("Avert Disaster (Near Earth Orbit)", M, skills={S: 3}, experience=2)
BENEATH = real("Beneath the Surface (P3R-118)", M, skills={B: 3}, experience=2)
REPAIRS = real("Conduct Repairs (Crash Site)", M, skills={S: 4}, experience=2)
CONVERT = real("Convert Jaffa (Jaffa Training Camp)", M, skills={C: 3}, experience=1)
EXCHANGE = real("Cultural Exchange (Orban)", M, skills={C: 5}, experience=3)
ASHRAK = real("Defeat Ashrak (Alpha Site)", M, skills={I: 5}, experience=3)
BATTLESHIP = real("Destroy Battleship (Apophis' Shipyard)", M, skills={B: 4}, experience=3)
MINOR_GOAULD = real("Destroy Minor Goa'uld (Tanith's Garrison)", M, skills={B: 3},
                    experience=4)
DISCLOSURE = real("Disclosure (Top Secret Summit)", M, skills={C: 3}, experience=1)
KEEPER = real("Escape the Keeper (P7J-989)", M, skills={I: 3}, experience=2)
COMMUNICATION = real("Establish Communication (P3X-562)", M, skills={I: 5}, experience=4)
EVACUATE = real("Evacuate Village (Nassya)", M, skills={B: 5}, experience=3)
GENETICS = real("Explore Genetics Lab (Nirrti's Laboratory)", M, skills={S: 4},
                experience=3)
BLACKMAIL = real("Expose Blackmail (Senator Kinsey's House)", M, skills={I: 4}, experience=2)
FALL = real("Fall of Earth (Cheyenne Mountain)", M, skills={B: 4}, experience=3)
SUMMIT = real("Infiltrate Summit (Goa'uld Space Station)", M, skills={C: 4}, experience=3)
DISAPPEARANCE = real("Investigate Disappearance (P2X-338)", M, skills={C: 3}, experience=2)
PLAGUE = real("Investigate Plague (Hanka)", M, skills={S: 3}, experience=2)
RENEGADES = real("Locate Renegades (NID Base)", M, skills={I: 4}, experience=3)
KON_GARAT = real("Loop of Kon Garat (Hebridan)", M, skills={S: 5}, experience=4)
OFFWORLD = real("Offworld Research (M4C-862)", M, skills={S: 5}, experience=4)
PANDEMIC = real("Pandemic Containment (Colorado Springs)", M, skills={S: 3}, experience=1)
INVASION = real("Prevent Invasion (Staging Area)", M, skills={B: 3}, experience=2)
HARCESIS = real("Pursue the Harcesis (Kheb)", M, skills={C: 5}, experience=4)
TOLLAN = real("Relocate Advanced Civilization (Tollan)", M, skills={I: 4}, experience=3)
CRONUS = real("Repel Cronus (Juna)", M, skills={B: 5}, experience=4)
RESCUE = real("Rescue Operative (Ne'tu)", M, skills={I: 3}, experience=1)
RESEARCH = real("Research Advanced Races (Heliopolis)", M, skills={S: 4}, experience=2)
SALVAGE = real("Salvage Technology (Ma'chello's Laboratory)", M, skills={S: 4},
               experience=3)
SEARCH_RESCUE = real("Search and Rescue (Hathor's Stronghold)", M, skills={B: 4},
                     experience=3)
ASSISTANCE = real("Seek Assistance (Asgard Council Chamber)", M, skills={C: 4}, experience=3)
CAPTURE = real("Seek and Capture (Nox Homeworld)", M, skills={I: 5}, experience=3)
STALL = real("Stall Enemy (Cimmeria)", M, skills={B: 4}, experience=2)
PALACE = real("Survey Goa'uld Pleasure Palace (P4X-347)", M, skills={S: 4}, experience=3)
TRAINING = real("Training Exercises (Converted Warehouse)", M, skills={I: 3}, experience=2)
TAGREA = real("Uncover the Stargate (Tagrea)", M, skills={C: 4}, experience=3)
OMAROCA = real("What Fate Omaroca? (P8X-362)", M, skills={C: 4}, experience=2)
XTREME = real("Wormhole X-Treme! (The Bridge Studios)", M, skills={I: 5}, experience=4)

AIDE = sg_card("Aide", CardType.SUPPORT_CHARACTER, "Clerk", cost=1,
               skills={C: 1, S: 1, B: 1, I: 1})
PUZZLE = sg_card("Puzzle", CardType.OBSTACLE, cost=1, skills={C: 1, S: 1, B: 1, I: 1})
SPANNER = sg_card("Spanner", CardType.GEAR, cost=1)
TYRANT = sg_card("Tyrant", CardType.ADVERSARY, "Minor Lord", cost=1, skills={C: 2, B: 2},
                 revive=2)
THOR = sg_card("Thor", CardType.SUPPORT_CHARACTER, "Asgard Commander", cost=1,
               skills={C: 1}, traits=("Asgard",))
THIRD = mission("Third Mission", S, 3)
GEMINI = mission("Gemini Mission", C, 3, glyph=Glyph.GEMINI)
ORION = mission("Orion Mission", C, 3, glyph=Glyph.ORION)


def named(title: str, subtitle: str, **skills: int) -> StargateCard:
    ratings = {C: 1, S: 1, B: 1, I: 1} | {getattr(Skill, k.upper()): v for k, v in skills.items()}
    return sg_card(title, CardType.TEAM_CHARACTER, subtitle, cost=3, skills=ratings)


def team_with(member: StargateCard) -> list[StargateCard]:
    """The fixture team with `member` in place of the warrior (stopped at setup)."""
    return [*TEAM[:3], member]


def into_play(game: StargateGame, title: str, player: int = HERO_P) -> int:
    card = uid(game, title, player)
    ops.put_in_play(game, card)
    return card


def into_discard(game: StargateGame, title: str, player: int = HERO_P) -> int:
    card = uid(game, title, player)
    ops.to_discard(game, card)
    return card


def give_glyphs(game: StargateGame, character: int, *titles: str) -> None:
    for title in titles:
        ops.place_glyph(game, uid(game, title, HERO_P), character)


def with_spares(first: StargateCard, hero: list[StargateCard] | None = None,
                villain: list[StargateCard] | None = None,
                team: list[StargateCard] | None = None,
                power: int | None = None) -> StargateGame:
    """`first` played, with missions to spare for glyphs."""
    return scenario(hero or [], villain or [], missions=[first, SPARE, THIRD, GEMINI, ORION],
                    hero_team=team, power=power)


def fail(game: StargateGame) -> None:
    game.apply(Pass())
    game.apply(Pass())
    drive(game, lambda g: g.phase == "deciding to continue")


def resolve_with(game: StargateGame, *titles: str) -> None:
    """Assign these hero characters, then both pass: the mission resolves."""
    for title in titles:
        game.apply(Assign(uid(game, title, HERO_P)))
        game.apply(Pass())
    game.apply(Pass())
    if game.phase == "performing actions" and game.pending_decision is None:
        game.apply(Pass())


def next_mission(game: StargateGame) -> None:
    """Fail the current mission and continue to the next one."""
    fail(game)
    game.apply(Continue())


def test_avert_disaster_failure_destroys_every_support_character() -> None:
    game = start(AVERT, hero=[MARINE])
    marine = into_play(game, "Marine")
    fail(game)
    assert game.zone_name(marine) == "discard"


def test_avert_disaster_success_destroys_nobody() -> None:
    game = start(AVERT, hero=[MARINE])
    marine = into_play(game, "Marine")
    resolve_with(game, "Fixture Scientist")
    drive(game, lambda g: g.phase == "deciding to continue")
    assert game.zone_name(marine) == "in play"


def test_beneath_the_surface_the_opponent_stops_a_team_character_that_can_be() -> None:
    game = start(BENEATH)
    scholar = uid(game, "Fixture Scholar", HERO_P)
    assert game.to_act == VILLAIN_P
    chosen = {a.option for a in game.legal_actions() if isinstance(a, Choose)}
    assert chosen == {uid(game, t, HERO_P) for t in
                      ("Fixture Leader", "Fixture Scholar", "Fixture Scientist")}
    game.apply(Choose(scholar))
    assert game.status_name(scholar) == "stopped"


@pytest.mark.parametrize("succeed", [True, False])
def test_conduct_repairs_success_may_take_a_gear_from_the_discard_pile(succeed: bool) -> None:
    game = start(REPAIRS, hero=[SPANNER, MARINE])
    spanner = into_discard(game, "Spanner")
    into_discard(game, "Marine")
    resolve_with(game, *(("Fixture Scientist", "Fixture Scholar") if succeed else ()))
    offered = legal_of(game, Choose)
    assert offered == ([Choose(spanner)] if succeed else [])
    if succeed:
        game.apply(Choose(spanner))
        assert spanner in game.hand(HERO_P)


def _second(first: StargateCard, second: StargateCard, *, succeed_first: bool,
            hero: list[StargateCard] | None = None, power: int = 5) -> StargateGame:
    game = scenario(hero or [], [], missions=[first, second, THIRD], power=power)
    if succeed_first:
        resolve_with(game, "Fixture Scholar")
        drive(game, lambda g: g.phase == "deciding to continue")
        game.apply(Continue())
    else:
        next_mission(game)
    return game


@pytest.mark.parametrize(("after_success", "difficulty"), [(False, 3 + 1), (True, 3)])
def test_convert_jaffa_is_harder_until_a_mission_succeeds(after_success: bool,
                                                           difficulty: int) -> None:
    game = _second(SPARE, CONVERT, succeed_first=after_success)
    assert game.mission_difficulty() == difficulty


def test_convert_jaffa_played_first_is_harder() -> None:
    assert start(CONVERT).mission_difficulty() == 3 + 1


def _support_stopped_before(second: StargateCard) -> tuple[StargateGame, int]:
    """A support character played and assigned to a first mission that succeeds: stopped when
    `second` is played."""
    game = scenario([AIDE], [], missions=[SPARE, second, THIRD], power=5)
    marine = uid(game, "Aide", HERO_P)
    game.apply(PlayCard(marine))
    game.apply(Pass())
    resolve_with(game, "Fixture Scholar", "Aide")
    drive(game, lambda g: g.phase == "deciding to continue")
    assert game.status_name(marine) == "stopped"
    game.apply(Continue())
    return game, marine


@pytest.mark.parametrize(("answer", "status"), [("choose", "ready"), ("decline", "stopped")])
def test_cultural_exchange_may_ready_a_support_character(answer: str, status: str) -> None:
    game, marine = _support_stopped_before(EXCHANGE)
    game.apply(Choose(marine) if answer == "choose" else Decline())
    assert game.status_name(marine) == status


@pytest.mark.parametrize(("glyphs", "villain_power"), [(("Third Mission",), 3 - 1), ((), 3)])
def test_defeat_ashrak_assigning_a_character_with_a_glyph_costs_the_opponent_one_power(
        glyphs: tuple[str, ...], villain_power: int) -> None:
    game = with_spares(ASHRAK)
    leader = uid(game, "Fixture Leader", HERO_P)
    give_glyphs(game, leader, *glyphs)
    game.apply(Assign(leader))
    assert game.power(VILLAIN_P) == villain_power


@pytest.mark.parametrize(("assigned", "villain_power"),
                         [((), 3 + 2), (("Fixture Leader", "Fixture Scientist"), 3)])
def test_destroy_battleship_failure_gives_the_opponent_two_power(assigned: tuple[str, ...],
                                                                 villain_power: int) -> None:
    game = start(BATTLESHIP)
    resolve_with(game, *assigned)
    drive(game, lambda g: g.phase == "deciding to continue")
    assert game.power(VILLAIN_P) == villain_power


@pytest.mark.parametrize(("assigned", "zone"),
                         [(("Fixture Leader",), "discard"), ((), "in play")])
def test_destroy_minor_goauld_success_destroys_an_adversary(assigned: tuple[str, ...],
                                                             zone: str) -> None:
    game = start(MINOR_GOAULD, villain=[TYRANT])
    tyrant = into_play(game, "Tyrant", VILLAIN_P)
    resolve_with(game, *assigned)
    assert game.zone_name(tyrant) == zone


@pytest.mark.parametrize(("failed_first", "difficulty"), [(True, 3 + 1), (False, 3)])
def test_disclosure_is_harder_per_failed_mission_this_turn(failed_first: bool,
                                                           difficulty: int) -> None:
    game = _second(SPARE, DISCLOSURE, succeed_first=not failed_first)
    assert game.mission_difficulty() == difficulty


@pytest.mark.parametrize(("glyphs", "difficulty"),
                         [(("Gemini Mission", "Orion Mission"), 3 + 2), ((), 3)])
def test_escape_the_keeper_is_harder_per_glyph_on_an_assigned_character(
        glyphs: tuple[str, ...], difficulty: int) -> None:
    game = with_spares(KEEPER)
    leader = uid(game, "Fixture Leader", HERO_P)
    give_glyphs(game, leader, *glyphs)
    game.apply(Assign(leader))
    assert game.mission_difficulty() == difficulty


JACK = named("Jack O'Neill", "Fixture Colonel", combat=3)
SAM = named("Samantha Carter", "Fixture Major", science=3)
DANIEL = named("Daniel Jackson", "Fixture Linguist", culture=3)
TEALC = named("Teal'c", "Fixture Jaffa", combat=3)


def _shrink_hand(game: StargateGame, player: int, keep: int) -> None:
    p = game.state.players[player]
    while len(p.hand) > keep:
        card = p.hand.pop()
        p.deck.append(card)
        game.state.zone[card] = 0  # deck


def test_establish_communication_assigning_jack_discards_any_number_then_refills() -> None:
    game = with_spares(COMMUNICATION, team=team_with(JACK))
    jack = uid(game, "Jack O'Neill", HERO_P)
    # Jack is the member stopped at setup in this team: ready him to assign him.
    ops.ready(game, jack)
    first, second = game.hand(HERO_P)[:2]
    game.apply(Assign(jack))
    seen = game.observation(VILLAIN_P).pending
    assert seen is not None and set(seen.options) == {-1}
    game.apply(Choose(first))
    game.apply(Choose(second))
    game.apply(Decline())
    assert {first, second} <= set(game.discard_pile(HERO_P))
    assert len(game.hand(HERO_P)) == 8


def test_establish_communication_assigning_another_character_asks_nothing() -> None:
    game = with_spares(COMMUNICATION, team=team_with(JACK))
    game.apply(Assign(uid(game, "Fixture Leader", HERO_P)))
    assert game.pending_decision is None


@pytest.mark.parametrize(("glyphs", "combat"), [(("Orion Mission",), 3 + 1), ((), 3)])
def test_evacuate_village_combat_bonus_for_assigned_glyph_holders(
        glyphs: tuple[str, ...], combat: int) -> None:
    game = with_spares(EVACUATE)
    leader = uid(game, "Fixture Leader", HERO_P)
    give_glyphs(game, leader, *glyphs)
    game.apply(Assign(leader))
    assert game.skill(leader, COMBAT) == combat


def test_evacuate_village_gives_nothing_before_the_assignment() -> None:
    game = with_spares(EVACUATE)
    leader = uid(game, "Fixture Leader", HERO_P)
    give_glyphs(game, leader, "Orion Mission")
    assert game.skill(leader, COMBAT) == 3


def test_explore_genetics_lab_failure_opponent_may_discard_then_refills() -> None:
    game = start(GENETICS)
    _shrink_hand(game, VILLAIN_P, 6)
    card = game.hand(VILLAIN_P)[0]
    game.apply(Pass())
    game.apply(Pass())
    assert game.to_act == VILLAIN_P
    seen = game.observation(HERO_P).pending
    assert seen is not None and set(seen.options) == {-1}
    game.apply(Choose(card))
    assert card in game.discard_pile(VILLAIN_P)
    assert len(game.hand(VILLAIN_P)) == 8


def test_explore_genetics_lab_ruling_refill_even_without_a_discard() -> None:
    game = start(GENETICS)
    _shrink_hand(game, VILLAIN_P, 6)
    game.apply(Pass())
    game.apply(Pass())
    game.apply(Decline())
    assert len(game.hand(VILLAIN_P)) == 8


def test_explore_genetics_lab_success_asks_nothing() -> None:
    game = start(GENETICS)
    _shrink_hand(game, VILLAIN_P, 6)
    resolve_with(game, "Fixture Scientist", "Fixture Scholar")
    drive(game, lambda g: g.phase == "deciding to continue")
    assert len(game.hand(VILLAIN_P)) == 6


@pytest.mark.parametrize(("assigned", "status"),
                         [(("Fixture Leader", "Fixture Scientist"), "ready"), ((), "stopped")])
def test_expose_blackmail_success_readies_a_support_character(assigned: tuple[str, ...],
                                                              status: str) -> None:
    game = start(BLACKMAIL, hero=[MARINE])
    marine = into_play(game, "Marine")
    ops.stop(game, marine)
    resolve_with(game, *assigned)
    assert game.status_name(marine) == status


@pytest.mark.parametrize(("first", "allowed"), [(FALL, False), (SPARE, True)])
def test_fall_of_earth_forbids_playing_support_characters(first: StargateCard,
                                                          allowed: bool) -> None:
    game = start(first, hero=[MARINE])
    play = PlayCard(uid(game, "Marine", HERO_P))
    assert (play in game.legal_actions()) is allowed
    if not allowed:
        with pytest.raises(IllegalAction):
            game.apply(play)


@pytest.mark.parametrize(("first", "difficulty"), [(SUMMIT, 4 + 2 + 1), (SPARE, 3 + 2)])
def test_infiltrate_summit_is_harder_while_an_adversary_is_assigned(first: StargateCard,
                                                                    difficulty: int) -> None:
    game = start(first, villain=[TYRANT])
    tyrant = into_play(game, "Tyrant", VILLAIN_P)
    game.apply(Pass())
    game.apply(Assign(tyrant))
    assert game.mission_difficulty() == difficulty


def test_infiltrate_summit_without_an_adversary_assigned_keeps_its_difficulty() -> None:
    game = start(SUMMIT, villain=[TYRANT])
    into_play(game, "Tyrant", VILLAIN_P)
    assert game.mission_difficulty() == 4


def test_investigate_disappearance_destroys_a_support_character() -> None:
    game, marine = _support_stopped_before(DISAPPEARANCE)
    assert game.zone_name(marine) == "discard"


def test_investigate_disappearance_without_support_characters_destroys_nothing() -> None:
    game = start(DISAPPEARANCE)
    assert game.pending_decision is None
    assert not game.discard_pile(HERO_P)


@pytest.mark.parametrize(("first", "power"), [(PLAGUE, 3 - 2), (SPARE, 3)])
def test_investigate_plague_costs_two_power_when_played(first: StargateCard,
                                                        power: int) -> None:
    assert start(first).power(HERO_P) == power


@pytest.mark.parametrize(("failed", "difficulty"), [(True, 3 + 1), (False, 3)])
def test_locate_renegades_failure_makes_the_next_mission_harder(failed: bool,
                                                                difficulty: int) -> None:
    game = scenario([], [], missions=[RENEGADES, SPARE, THIRD], power=5)
    if failed:
        next_mission(game)
    else:
        resolve_with(game, "Fixture Leader", "Fixture Scientist")
        drive(game, lambda g: g.phase == "deciding to continue")
        game.apply(Continue())
    assert game.facts[game.state.mission].title == "Spare Mission"
    assert game.mission_difficulty() == difficulty


def test_locate_renegades_modifier_ends_with_the_next_mission() -> None:
    game = scenario([], [], missions=[RENEGADES, SPARE, THIRD], power=5)
    next_mission(game)
    assert game.mission_difficulty() == 3 + 1
    next_mission(game)
    assert game.facts[game.state.mission].title == "Third Mission"
    assert game.mission_difficulty() == 3


def test_locate_renegades_ruling_lapses_when_no_mission_follows_this_turn() -> None:
    game = scenario([], [], missions=[RENEGADES, SPARE, THIRD], power=5)
    fail(game)
    assert game.state.delayed  # waiting for a next mission
    game.apply(Stop())
    drive(game, lambda g: g.turn == 2)
    assert game.state.delayed == []


@pytest.mark.parametrize(("assigned", "difficulty"),
                         [("Samantha Carter", 5 - 1), ("Fixture Leader", 5)])
def test_loop_of_kon_garat_is_easier_while_samantha_carter_is_assigned(
        assigned: str, difficulty: int) -> None:
    game = with_spares(KON_GARAT, team=[SAM, *TEAM[:3]])
    game.apply(Assign(uid(game, assigned, HERO_P)))
    assert game.mission_difficulty() == difficulty


@pytest.mark.parametrize(("assign", "science"), [(True, 1 + 1), (False, 1)])
def test_offworld_research_assigned_support_characters_get_science(assign: bool,
                                                                   science: int) -> None:
    game = start(OFFWORLD, hero=[AIDE])
    marine = into_play(game, "Aide")
    if assign:
        game.apply(Assign(marine))
    assert game.skill(marine, SCIENCE) == science


@pytest.mark.parametrize(("first", "cost"), [(PANDEMIC, 0), (SPARE, 1)])
def test_pandemic_containment_makes_complications_cheaper(first: StargateCard,
                                                          cost: int) -> None:
    game = start(first, villain=[ROCKS])
    game.apply(Pass())
    game.apply(PlayComplication(uid(game, "Rocks", VILLAIN_P)))
    assert game.power(VILLAIN_P) == 3 - cost


def _invasion(answer: str) -> tuple[StargateGame, int]:
    game = scenario([], [ROCKS, TYRANT], missions=[SPARE, INVASION, THIRD], power=5)
    rocks = into_discard(game, "Rocks", VILLAIN_P)
    into_discard(game, "Tyrant", VILLAIN_P)
    next_mission(game)
    assert game.to_act == VILLAIN_P
    assert legal_of(game, Choose) == [Choose(rocks)]
    game.apply(Choose(rocks) if answer == "choose" else Decline())
    return game, rocks


@pytest.mark.parametrize(("answer", "zone"), [("choose", "hand"), ("decline", "discard")])
def test_prevent_invasion_opponent_may_take_an_obstacle_from_the_discard_pile(
        answer: str, zone: str) -> None:
    game, rocks = _invasion(answer)
    assert game.zone_name(rocks) == zone


@pytest.mark.parametrize(("others", "culture"),
                         [(("Fixture Leader", "Fixture Scholar"), 3 + 2), ((), 3)])
def test_pursue_the_harcesis_daniel_gets_culture_per_other_assigned_team_character(
        others: tuple[str, ...], culture: int) -> None:
    game = with_spares(HARCESIS, team=[DANIEL, *TEAM[:3]])
    daniel = uid(game, "Daniel Jackson", HERO_P)
    for title in ("Daniel Jackson", *others):
        game.apply(Assign(uid(game, title, HERO_P)))
        game.apply(Pass())
    assert game.skill(daniel, CULTURE) == culture


def test_pursue_the_harcesis_gives_the_others_nothing() -> None:
    game = with_spares(HARCESIS, team=[DANIEL, *TEAM[:3]])
    scholar = uid(game, "Fixture Scholar", HERO_P)
    game.apply(Assign(uid(game, "Daniel Jackson", HERO_P)))
    game.apply(Pass())
    game.apply(Assign(scholar))
    assert game.skill(scholar, CULTURE) == 3


@pytest.mark.parametrize(("answer", "hand"), [("refill", 8), ("decline", 5)])
def test_relocate_advanced_civilization_opponent_may_refill(answer: str, hand: int) -> None:
    game = scenario([], [], missions=[SPARE, TOLLAN, THIRD], power=5)
    _shrink_hand(game, VILLAIN_P, 5)
    next_mission(game)
    assert game.to_act == VILLAIN_P
    game.apply(Choose(0) if answer == "refill" else Decline())
    assert len(game.hand(VILLAIN_P)) == hand


@pytest.mark.parametrize(("answer", "status", "power"),
                         [("pay", "ready", 3 - 1), ("decline", "stopped", 3)])
def test_repel_cronus_may_pay_one_power_to_ready_tealc(answer: str, status: str,
                                                       power: int) -> None:
    game = with_spares(CRONUS, team=team_with(TEALC))
    tealc = uid(game, "Teal'c", HERO_P)
    assert game.status_name(tealc) == "stopped"
    game.apply(Choose(0) if answer == "pay" else Decline())
    assert (game.status_name(tealc), game.power(HERO_P)) == (status, power)


@pytest.mark.parametrize(("succeed", "zone"), [(False, "discard"), (True, "in play")])
def test_rescue_operative_failure_destroys_the_support_character_chosen(succeed: bool,
                                                                        zone: str) -> None:
    game, marine = _support_stopped_before(RESCUE)
    assert game.state.memory  # the opponent's only choice was made at once
    if succeed:
        resolve_with(game, "Fixture Leader", "Fixture Scientist")
    else:
        game.apply(Pass())
        game.apply(Pass())
    drive(game, lambda g: g.phase == "deciding to continue")
    assert game.zone_name(marine) == zone


def test_rescue_operative_played_again_forgets_the_earlier_choice() -> None:
    game, _ = _support_stopped_before(RESCUE)
    rescue = game.state.mission
    text = game.effects[rescue]
    assert isinstance(text, Card) and game.state.memory
    ops.destroy(game, uid(game, "Aide", HERO_P))
    text.ops["0"].start(game.surface, rescue, ())  # its when-played text, as if replayed
    assert game.state.memory == {}


def _research(answer: str) -> StargateGame:
    game = scenario([], [], missions=[RESEARCH, SPARE, THIRD], power=5)
    resolve_with(game, "Fixture Scientist", "Fixture Scholar")
    decision = game.pending_decision
    assert isinstance(decision, Decision) and decision.player == HERO_P
    seen = game.observation(VILLAIN_P).pending
    assert seen is not None and set(seen.options) == {-1}
    game.apply(Choose(decision.options[0]) if answer == "bottom" else Decline())
    return game


@pytest.mark.parametrize(("answer", "top"),
                         [("bottom", "Third Mission"), ("keep", "Spare Mission")])
def test_research_advanced_races_success_puts_the_top_mission_on_top_or_bottom(
        answer: str, top: str) -> None:
    game = _research(answer)
    pile = game.state.players[HERO_P].missions
    assert game.facts[pile[-1]].title == top


def test_research_advanced_races_does_not_name_the_mission_moved() -> None:
    game = _research("bottom")
    moved = [e for e in game.log_entries if e.kind == "mission to bottom"]
    assert moved and moved[-1].card == -1


def test_research_advanced_races_failure_asks_nothing() -> None:
    game = start(RESEARCH)
    game.apply(Pass())
    game.apply(Pass())
    assert game.pending_decision is None


@pytest.mark.parametrize("succeed", [True, False])
def test_salvage_technology_success_searches_the_deck_for_any_card(succeed: bool) -> None:
    game = start(SALVAGE, hero=[MARINE])
    marine = _marine_in_deck(game)
    resolve_with(game, *(("Fixture Scientist", "Fixture Scholar") if succeed else ()))
    if succeed:
        seen = game.observation(VILLAIN_P).pending
        assert seen is not None and set(seen.options) == {-1}
        game.apply(Choose(marine))
    assert (marine in game.hand(HERO_P)) is succeed


@pytest.mark.parametrize(("succeed", "status"), [(True, "ready"), (False, "stopped")])
def test_search_and_rescue_success_readies_a_character(succeed: bool, status: str) -> None:
    game = start(SEARCH_RESCUE)
    warrior = uid(game, "Fixture Warrior", HERO_P)
    resolve_with(game, *(("Fixture Leader", "Fixture Scientist") if succeed else ()))
    if succeed:
        game.apply(Choose(warrior))
    assert game.status_name(warrior) == status


@pytest.mark.parametrize(("card", "culture"), [("Thor", 1 + 1), ("Aide", 1)])
def test_seek_assistance_assigned_asgard_gets_culture(card: str, culture: int) -> None:
    game = start(ASSISTANCE, hero=[THOR, AIDE])
    helper = into_play(game, card)
    game.apply(Assign(helper))
    assert game.skill(helper, CULTURE) == culture


@pytest.mark.parametrize(("succeed", "difficulty"), [(True, 3 - 1), (False, 3)])
def test_seek_assistance_success_makes_the_next_mission_easier(succeed: bool,
                                                               difficulty: int) -> None:
    game = scenario([], [], missions=[ASSISTANCE, SPARE, THIRD], power=5)
    if succeed:
        resolve_with(game, "Fixture Scholar", "Fixture Leader")
        drive(game, lambda g: g.phase == "deciding to continue")
        game.apply(Continue())
    else:
        next_mission(game)
    assert game.mission_difficulty() == difficulty


@pytest.mark.parametrize(("first", "status"), [(CAPTURE, "stopped"), (SPARE, "ready")])
def test_seek_and_capture_opponent_stops_an_adversary(first: StargateCard,
                                                      status: str) -> None:
    game = scenario([], [TYRANT], missions=[SPARE, first, THIRD], power=5)
    tyrant = into_play(game, "Tyrant", VILLAIN_P)
    next_mission(game)
    assert game.status_name(tyrant) == status


@pytest.mark.parametrize(("first", "cost"), [(STALL, 2), (SPARE, 0)])
def test_stall_enemy_assigning_an_adversary_costs_one_per_assigned_character(
        first: StargateCard, cost: int) -> None:
    game = start(first, villain=[TYRANT])
    tyrant = into_play(game, "Tyrant", VILLAIN_P)
    game.apply(Assign(uid(game, "Fixture Leader", HERO_P)))
    game.apply(Pass())
    game.apply(Assign(uid(game, "Fixture Scholar", HERO_P)))
    game.apply(Assign(tyrant))
    assert game.power(VILLAIN_P) == 3 - cost


def test_stall_enemy_adversary_cannot_be_assigned_without_the_power() -> None:
    game = start(STALL, villain=[TYRANT], power=1)
    tyrant = into_play(game, "Tyrant", VILLAIN_P)
    game.apply(Assign(uid(game, "Fixture Leader", HERO_P)))
    game.apply(Pass())
    game.apply(Assign(uid(game, "Fixture Scholar", HERO_P)))
    assert Assign(tyrant) not in game.legal_actions()


@pytest.mark.parametrize(("first", "difficulty"), [(PALACE, 4 + 1 + 1), (SPARE, 3 + 1)])
def test_survey_pleasure_palace_is_harder_with_a_complication(first: StargateCard,
                                                              difficulty: int) -> None:
    game = start(first, villain=[ROCKS])
    game.apply(Pass())
    game.apply(PlayComplication(uid(game, "Rocks", VILLAIN_P)))
    assert game.mission_difficulty() == difficulty


def test_survey_pleasure_palace_without_complications_keeps_its_difficulty() -> None:
    assert start(PALACE).mission_difficulty() == 4


@pytest.mark.parametrize(("glyphs", "villain_power"), [((), 3 + 1), (("Orion Mission",), 3)])
def test_training_exercises_assigning_a_character_without_a_glyph_gives_the_opponent_power(
        glyphs: tuple[str, ...], villain_power: int) -> None:
    game = with_spares(TRAINING)
    leader = uid(game, "Fixture Leader", HERO_P)
    give_glyphs(game, leader, *glyphs)
    game.apply(Assign(leader))
    assert game.power(VILLAIN_P) == villain_power


@pytest.mark.parametrize(("first", "cost"), [(TAGREA, 2), (SPARE, 0)])
def test_uncover_the_stargate_assigning_a_support_character_costs_two(first: StargateCard,
                                                                      cost: int) -> None:
    game = start(first, hero=[AIDE])
    aide = into_play(game, "Aide")
    game.apply(Assign(aide))
    assert game.power(HERO_P) == 3 - cost


def test_uncover_the_stargate_team_characters_assign_free() -> None:
    game = start(TAGREA)
    game.apply(Assign(uid(game, "Fixture Leader", HERO_P)))
    assert game.power(HERO_P) == 3


@pytest.mark.parametrize(("glyph", "difficulty"),
                         [("Gemini Mission", 4 - 1), ("Orion Mission", 4), (None, 4)])
def test_what_fate_omaroca_is_easier_with_a_gemini_glyph_assigned(glyph: str | None,
                                                                  difficulty: int) -> None:
    game = with_spares(OMAROCA)
    leader = uid(game, "Fixture Leader", HERO_P)
    if glyph:
        give_glyphs(game, leader, glyph)
    game.apply(Assign(leader))
    assert game.mission_difficulty() == difficulty


@pytest.mark.parametrize(("first", "cost"), [(XTREME, 1 + 1), (SPARE, 1)])
def test_wormhole_xtreme_obstacles_cost_one_more(first: StargateCard, cost: int) -> None:
    game = start(first, villain=[PUZZLE])
    game.apply(Pass())
    game.apply(PlayCard(uid(game, "Puzzle", VILLAIN_P)))
    assert game.power(VILLAIN_P) == 3 - cost


def test_wormhole_xtreme_ruling_complications_cost_as_usual() -> None:
    game = start(XTREME, villain=[ROCKS])
    game.apply(Pass())
    game.apply(PlayComplication(uid(game, "Rocks", VILLAIN_P)))
    assert game.power(VILLAIN_P) == 3 - 1
