"""The Base Set cards whose text is implemented (`stargate_vcg.effects.base_set`), each
played through legal game actions: its effect happens, and it does not when its
condition fails. Fixture printings with the real card ids (tests/sg_effect_cards.py);
player 0 is the hero of turn 1 (`scenario`)."""

from __future__ import annotations

import pytest
from factories import ENVOY, sg_card
from sg_effect_cards import (
    ALIEN_ORB,
    ANISE,
    ANUBIS,
    BRATAC,
    CONTACT,
    DARIAN,
    FIFTH,
    GERAK,
    MERRIN,
    NICE_SHOT,
    OMA,
    TOP_MINDS,
    WATER,
    ZAT_GUN,
    at_actions_of_turn,
    checked_actions,
    drive,
)
from sg_play import SPARE, TEST_MISSION, legal_of
from sg_play import both_pass as resolve_mission
from test_sg_engine_helpers import HERO_P, VILLAIN_P, B, C, I, S, mission, scenario, uid

from stargate_vcg.cards import CardType, Glyph, StargateCard
from stargate_vcg.engine.stargate import (
    ActivateAbility,
    Assign,
    Choose,
    ChooseGlyphCharacter,
    Continue,
    Decline,
    DestroyAdversary,
    Pass,
    PlayCard,
    PlayComplication,
    Revive,
    StargateGame,
    ops,
)
from stargate_vcg.errors import IllegalAction

COMBAT = 2  # skill indices (engine/stargate/surface.py)
CULTURE = 0

SUPPORT, TEAM, OBSTACLE, ADVERSARY = (CardType.SUPPORT_CHARACTER, CardType.TEAM_CHARACTER,
                                      CardType.OBSTACLE, CardType.ADVERSARY)

# Textless fixture cards the tests need around them.
SCOUT = sg_card("Scout", SUPPORT, "Runner", cost=1, skills={B: 1})
ARTOK = sg_card("Artok", SUPPORT, "Rebel", cost=1, skills={B: 2}, traits=("Jaffa",))
ROCKSLIDE = sg_card("Rockslide", OBSTACLE, cost=1, skills={B: 2})
RIDDLE = sg_card("Riddle", OBSTACLE, cost=1, skills={S: 2})
HENCHMAN = sg_card("Henchman", ADVERSARY, "Minion", cost=1, skills={C: 1}, revive=1)


pytestmark = pytest.mark.usefixtures(checked_actions.__name__)


def status(game: StargateGame, title: str) -> str:
    return game.status_name(uid(game, title))


def statuses(game: StargateGame, *titles: str) -> tuple[str, ...]:
    return tuple(status(game, t) for t in titles)


# --- Anise -----------------------------------------------------------------------------


def test_anise_swaps_a_ready_and_a_stopped_team_character() -> None:
    game = scenario([ANISE])
    game.apply(PlayCard(uid(game, "Anise")))
    game.apply(Choose(uid(game, "Fixture Leader")))
    assert statuses(game, "Fixture Leader", "Fixture Warrior") == ("stopped", "ready")


def test_anise_declined_stops_and_readies_nothing() -> None:
    game = scenario([ANISE])
    game.apply(PlayCard(uid(game, "Anise")))
    game.apply(Decline())
    assert statuses(game, "Fixture Leader", "Fixture Warrior") == ("ready", "stopped")


def test_anise_readies_only_a_character_other_than_the_one_stopped() -> None:
    game = scenario([ANISE])
    game.apply(Assign(uid(game, "Fixture Leader")))
    game.apply(Pass())
    game.apply(PlayCard(uid(game, "Anise")))
    game.apply(Choose(uid(game, "Fixture Scholar")))
    options = {a.option for a in game.legal_actions() if isinstance(a, Choose)}
    assert options == {uid(game, "Fixture Leader"), uid(game, "Fixture Warrior")}


# --- Merrin ----------------------------------------------------------------------------

SCIENCE_MISSIONS = [mission("Science Mission", S, 5), SPARE]


@pytest.mark.parametrize(("assigned", "where"), [(True, "discard"), (False, "in play")])
def test_merrin_leaves_play_after_a_mission_she_was_assigned_to(assigned: bool,
                                                                where: str) -> None:
    game = scenario([MERRIN], missions=SCIENCE_MISSIONS)
    merrin = uid(game, "Merrin")
    game.apply(PlayCard(merrin))
    if assigned:
        game.apply(Pass())
        game.apply(Assign(merrin))
    resolve_mission(game)
    assert game.zone_name(merrin) == where


def test_merrin_destroyed_after_earning_the_glyph_loses_it() -> None:
    game = scenario([MERRIN], missions=[mission("Science Mission", S, 2),
                                        SPARE])
    merrin = uid(game, "Merrin")
    game.apply(PlayCard(merrin))
    game.apply(Pass())
    game.apply(Assign(merrin))
    resolve_mission(game)  # Science 2 >= 2: she earns the glyph, then is destroyed
    assert game.zone_name(uid(game, "Science Mission")) == "mission pile"


def test_merrin_stays_in_play_until_the_mission_ends() -> None:
    game = scenario([MERRIN], missions=SCIENCE_MISSIONS)
    merrin = uid(game, "Merrin")
    game.apply(PlayCard(merrin))
    game.apply(Pass())
    game.apply(Assign(merrin))
    assert game.zone_name(merrin) == "in play"


# --- Oma Desala ------------------------------------------------------------------------


CULTURE_MISSIONS = [mission("Culture Mission", C, 5), mission("Spare Mission", B, 3)]


@pytest.mark.parametrize(("oma_assigned", "culture"), [(True, 4), (False, 3)])
def test_oma_desala_at_the_mission_raises_the_others_there(oma_assigned: bool,
                                                                    culture: int) -> None:
    game = scenario([OMA], power=5, missions=CULTURE_MISSIONS)
    oma, scholar = uid(game, "Oma Desala"), uid(game, "Fixture Scholar")
    game.apply(PlayCard(oma))
    game.apply(Pass())
    if oma_assigned:
        game.apply(Assign(oma))
        game.apply(Pass())
    game.apply(Assign(scholar))
    assert game.skill(scholar, CULTURE) == culture


def test_oma_desala_does_not_help_characters_not_assigned() -> None:
    game = scenario([OMA], power=5, missions=CULTURE_MISSIONS)
    game.apply(PlayCard(uid(game, "Oma Desala")))
    game.apply(Pass())
    game.apply(Assign(uid(game, "Oma Desala")))
    assert game.skill(uid(game, "Fixture Scholar"), CULTURE) == 3


def test_oma_desala_does_not_help_herself() -> None:
    game = scenario([OMA], power=5, missions=CULTURE_MISSIONS)
    game.apply(PlayCard(uid(game, "Oma Desala")))
    game.apply(Pass())
    game.apply(Assign(uid(game, "Oma Desala")))
    assert game.skill(uid(game, "Oma Desala"), CULTURE) == 0


# --- Gerak -----------------------------------------------------------------------------


@pytest.mark.parametrize(("power", "combat"), [(8, 2), (9, 2), (7, 1), (4, 1)])
def test_gerak_bonus_depends_on_the_power_left(power: int, combat: int) -> None:
    game = scenario([GERAK], power=power)
    game.apply(PlayCard(uid(game, "Gerak")))  # costs 4
    assert game.skill(uid(game, "Gerak"), COMBAT) == combat


# --- Nice Shot -------------------------------------------------------------------------


@pytest.mark.parametrize(("target", "combat"), [("Fixture Leader", 4), ("Fixture Warrior", 5)])
def test_nice_shot_gives_combat_more_to_a_jaffa(target: str, combat: int) -> None:
    game = scenario([NICE_SHOT])
    game.apply(PlayCard(uid(game, "Nice Shot")))
    game.apply(Choose(uid(game, target)))
    assert game.skill(uid(game, target), COMBAT) == combat


def test_nice_shot_lasts_until_the_end_of_the_mission() -> None:
    game = scenario([NICE_SHOT])
    game.apply(PlayCard(uid(game, "Nice Shot")))
    game.apply(Choose(uid(game, "Fixture Leader")))
    resolve_mission(game)
    assert game.skill(uid(game, "Fixture Leader"), COMBAT) == 3


def test_nice_shot_goes_to_the_discard_pile_after_its_choice() -> None:
    game = scenario([NICE_SHOT])
    shot = uid(game, "Nice Shot")
    game.apply(PlayCard(shot))
    before = game.zone_name(shot)
    game.apply(Choose(uid(game, "Fixture Leader")))
    assert (before, game.zone_name(shot)) == ("being played", "discard")


# --- Top Minds -------------------------------------------------------------------------


def _top_minds_at_an_obstacle() -> StargateGame:
    game = scenario([TOP_MINDS], [ROCKSLIDE], power=5)
    game.apply(Pass())
    game.apply(PlayCard(uid(game, "Rockslide")))
    return game


def test_top_minds_destroys_the_rockslide() -> None:
    game = _top_minds_at_an_obstacle()
    stops = (uid(game, "Fixture Leader"), uid(game, "Fixture Scholar"))
    game.apply(PlayCard(uid(game, "Top Minds"), stops=stops))
    assert game.zone_name(uid(game, "Rockslide")) == "discard"


def test_top_minds_cost_stops_the_named_characters() -> None:
    game = _top_minds_at_an_obstacle()
    stops = (uid(game, "Fixture Leader"), uid(game, "Fixture Scholar"))
    game.apply(PlayCard(uid(game, "Top Minds"), stops=stops))
    assert statuses(game, "Fixture Leader", "Fixture Scholar") == ("stopped", "stopped")


def test_top_minds_is_offered_with_the_characters_to_stop() -> None:
    game = _top_minds_at_an_obstacle()
    offered = {a.stops for a in game.legal_actions()
               if isinstance(a, PlayCard) and a.card == uid(game, "Top Minds")}
    ready = [uid(game, t) for t in ("Fixture Leader", "Fixture Scholar", "Fixture Scientist")]
    assert {frozenset(s) for s in offered} == {
        frozenset(p) for p in ((ready[0], ready[1]), (ready[0], ready[2]), (ready[1], ready[2]))}


def test_top_minds_cannot_be_played_without_two_characters_to_stop() -> None:
    """The Leader and the Scholar fail a mission (stopped); only the Scientist is ready."""
    game = scenario([TOP_MINDS], [ROCKSLIDE], power=9)
    game.apply(Assign(uid(game, "Fixture Leader")))
    game.apply(Pass())
    game.apply(Assign(uid(game, "Fixture Scholar")))
    game.apply(PlayCard(uid(game, "Rockslide")))
    resolve_mission(game)
    game.apply(Continue())
    assert not [a for a in game.legal_actions()
                if isinstance(a, PlayCard) and a.card == uid(game, "Top Minds")]


def test_top_minds_refuses_a_stopped_character_as_its_cost() -> None:
    game = _top_minds_at_an_obstacle()
    stops = (uid(game, "Fixture Leader"), uid(game, "Fixture Warrior"))  # Warrior stopped
    with pytest.raises(IllegalAction):
        game.apply(PlayCard(uid(game, "Top Minds"), stops=stops))


# --- Alien Orb -------------------------------------------------------------------------


def _alien_orb_on(target: str, missions: list[StargateCard] | None = None) -> StargateGame:
    game = scenario(villain_cards=[ALIEN_ORB], hero_cards=[ZAT_GUN], power=9,
                    missions=missions)
    game.apply(PlayCard(uid(game, "Zat Gun")))
    game.apply(PlayCard(uid(game, "Alien Orb")))
    game.apply(Choose(uid(game, target)))
    return game


def test_alien_orb_played_blocks_the_chosen_team_character() -> None:
    game = _alien_orb_on("Fixture Leader")
    assert game.is_blocked(uid(game, "Fixture Leader"))


def test_alien_orb_played_as_a_complication_blocks_nobody() -> None:
    game = scenario(villain_cards=[ALIEN_ORB], power=9)
    game.apply(Pass())
    game.apply(PlayComplication(uid(game, "Alien Orb")))
    assert not [u for u in game.in_play(HERO_P) if game.is_blocked(u)]


def test_alien_orb_failure_incapacitates_the_blocked_character() -> None:
    game = _alien_orb_on("Fixture Leader")
    resolve_mission(game)
    assert status(game, "Fixture Leader") == "incapacitated"


def test_alien_orb_success_leaves_the_chosen_character() -> None:
    game = _alien_orb_on("Fixture Scholar", missions=[mission("Easy Mission", B, 1),
                                                      SPARE])
    game.apply(Assign(uid(game, "Fixture Leader")))  # Combat 3 >= 1 + 2
    resolve_mission(game)
    assert status(game, "Fixture Scholar") == "ready"


# --- Zat Gun ---------------------------------------------------------------------------


@pytest.mark.parametrize("mode", [0, 1, 2])
def test_zat_gun_stops_and_costs_one_two_or_three_power(mode: int) -> None:
    game = _alien_orb_on("Fixture Leader")
    zat, before = uid(game, "Zat Gun"), game.power(HERO_P)
    game.apply(ActivateAbility(zat, mode, target=uid(game, "Alien Orb")))
    assert (game.status_name(zat), before - game.power(HERO_P)) == ("stopped", mode + 1)


def test_zat_gun_makes_a_combat_obstacle_easier() -> None:
    game = _alien_orb_on("Fixture Leader")
    before = game.mission_difficulty()
    game.apply(ActivateAbility(uid(game, "Zat Gun"), 0, target=uid(game, "Alien Orb")))
    assert before - game.mission_difficulty() == 1


def test_zat_gun_destroys_a_combat_obstacle() -> None:
    game = _alien_orb_on("Fixture Leader")
    game.apply(ActivateAbility(uid(game, "Zat Gun"), 2, target=uid(game, "Alien Orb")))
    assert game.zone_name(uid(game, "Alien Orb")) == "discard"


@pytest.mark.parametrize(("zat", "leader"), [(True, "ready"), (False, "incapacitated")])
def test_zat_gun_second_mode_silences_alien_orbs_failure(zat: bool, leader: str) -> None:
    game = _alien_orb_on("Fixture Leader")
    if zat:
        game.apply(ActivateAbility(uid(game, "Zat Gun"), 1, target=uid(game, "Alien Orb")))
    resolve_mission(game)
    assert status(game, "Fixture Leader") == leader


def test_zat_gun_removing_failure_text_leaves_alien_orbs_block() -> None:
    game = _alien_orb_on("Fixture Leader")
    game.apply(ActivateAbility(uid(game, "Zat Gun"), 1, target=uid(game, "Alien Orb")))
    assert game.is_blocked(uid(game, "Fixture Leader"))


def test_zat_gun_destroying_alien_orb_ends_its_block() -> None:
    game = _alien_orb_on("Fixture Leader")
    game.apply(ActivateAbility(uid(game, "Zat Gun"), 2, target=uid(game, "Alien Orb")))
    assert not game.is_blocked(uid(game, "Fixture Leader"))


def test_zat_gun_has_no_use_without_a_combat_obstacle() -> None:
    game = scenario([ZAT_GUN], [RIDDLE], power=9, missions=[mission("Science Mission", S, 3),
                                                            SPARE])
    game.apply(PlayCard(uid(game, "Zat Gun")))
    game.apply(PlayCard(uid(game, "Riddle")))
    assert not legal_of(game, ActivateAbility)


def test_zat_gun_stopped_cannot_be_used_again() -> None:
    game = _alien_orb_on("Fixture Leader")
    game.apply(ActivateAbility(uid(game, "Zat Gun"), 0, target=uid(game, "Alien Orb")))
    game.apply(Pass())
    assert not legal_of(game, ActivateAbility)


# --- Water-Based Life Forms ------------------------------------------------------------


WATER_MISSIONS = [mission("Culture Mission", C, 3), mission("Spare Mission", B, 3)]


def _water_failed(support: bool) -> StargateGame:
    game = scenario([ENVOY], [WATER], power=5, missions=WATER_MISSIONS)
    if support:
        game.apply(PlayCard(uid(game, "Envoy")))
    else:
        game.apply(Pass())
    game.apply(PlayCard(uid(game, "Water-Based Life Forms")))
    game.apply(Pass())
    game.apply(Pass())
    return game


def test_water_based_life_forms_failure_mode_stop() -> None:
    game = _water_failed(support=True)
    game.apply(Choose(0))
    game.apply(Choose(uid(game, "Fixture Leader")))
    assert status(game, "Fixture Leader") == "stopped"


def test_water_based_life_forms_failure_mode_destroy() -> None:
    game = _water_failed(support=True)
    game.apply(Choose(1))  # the Envoy is the only support character
    assert game.zone_name(uid(game, "Envoy")) == "discard"


def test_water_based_life_forms_failure_is_chosen_by_its_owner() -> None:
    game = _water_failed(support=True)
    assert game.to_act == VILLAIN_P


def test_water_based_life_forms_offers_only_stopping_without_support_characters() -> None:
    game = _water_failed(support=False)
    options = {a.option for a in game.legal_actions() if isinstance(a, Choose)}
    assert options == {uid(game, t) for t in ("Fixture Leader", "Fixture Scholar",
                                              "Fixture Scientist")}


def test_water_based_life_forms_does_nothing_on_success() -> None:
    """Culture: Scholar 3 + Leader 1 + Scientist 1 against 3 + 2."""
    game = scenario([ENVOY], [WATER], power=5, missions=WATER_MISSIONS)
    game.apply(PlayCard(uid(game, "Envoy")))
    game.apply(PlayCard(uid(game, "Water-Based Life Forms")))
    for title in ("Fixture Scholar", "Fixture Leader", "Fixture Scientist"):
        game.apply(Assign(uid(game, title)))
        game.apply(Pass())
    game.apply(Pass())
    game.apply(ChooseGlyphCharacter(uid(game, "Fixture Scholar")))
    assert game.zone_name(uid(game, "Envoy")) == "in play"


# --- Anubis (Banished Lord) ------------------------------------------------------------


def test_anubis_play_costs_the_hero_a_support_character() -> None:
    game = scenario([ENVOY, SCOUT], [ANUBIS], power=9)
    game.apply(PlayCard(uid(game, "Envoy")))
    game.apply(Pass())
    game.apply(PlayCard(uid(game, "Scout")))
    game.apply(PlayCard(uid(game, "Anubis")))
    game.apply(Choose(uid(game, "Envoy")))
    assert game.zone_name(uid(game, "Envoy")) == "discard"


def test_anubis_played_without_support_characters_asks_nothing() -> None:
    game = scenario([ENVOY], [ANUBIS], power=9)
    game.apply(Pass())
    game.apply(PlayCard(uid(game, "Anubis")))
    assert game.pending_decision is None


def _anubis_resolving() -> StargateGame:
    """Anubis assigned after the hero's two support characters came into play."""
    game = scenario([ENVOY, SCOUT], [ANUBIS], power=9, pad=30)
    game.apply(Pass())
    game.apply(PlayCard(uid(game, "Anubis")))
    game.apply(PlayCard(uid(game, "Envoy")))
    game.apply(Assign(uid(game, "Anubis")))
    game.apply(PlayCard(uid(game, "Scout")))
    game.apply(Pass())
    game.apply(Pass())
    return game


def test_anubis_revival_costs_the_hero_a_support_character() -> None:
    game = _anubis_resolving()
    game.apply(Revive(uid(game, "Anubis")))
    game.apply(Choose(uid(game, "Scout")))
    assert game.zone_name(uid(game, "Scout")) == "discard"


def test_anubis_revived_lets_the_hero_choose() -> None:
    game = _anubis_resolving()
    game.apply(Revive(uid(game, "Anubis")))
    assert game.to_act == HERO_P


def test_anubis_not_revived_destroys_nothing() -> None:
    game = _anubis_resolving()
    game.apply(DestroyAdversary(uid(game, "Anubis")))
    assert statuses(game, "Envoy", "Scout") == ("ready", "ready")


# --- Fifth (Hardened Foe) --------------------------------------------------------------


def _fifth_assigned(game: StargateGame) -> None:
    """From the hero's first action: the villain plays (if need be) and assigns Fifth;
    the mission fails."""
    fifth = uid(game, "Fifth")
    game.apply(Pass())
    if game.zone_name(fifth) == "hand":
        game.apply(PlayCard(fifth))
        game.apply(Pass())
    game.apply(Assign(fifth))
    game.apply(Pass())
    game.apply(Pass())


def _revive_fifth(game: StargateGame) -> int:
    """Revive Fifth; how many cards left the villain's deck."""
    before = game.deck_size(VILLAIN_P)
    game.apply(Revive(uid(game, "Fifth")))
    return before - game.deck_size(VILLAIN_P)


def _fifth_revived_twice() -> tuple[StargateGame, list[int]]:
    game = scenario(villain_cards=[FIFTH], power=9, pad=30)
    _fifth_assigned(game)
    spent = [_revive_fifth(game)]
    drive(game, at_actions_of_turn(3))  # the villain's next turn as the villain
    _fifth_assigned(game)
    spent.append(_revive_fifth(game))
    return game, spent


def test_fifth_revived_holds_the_deck_top_face_down() -> None:
    game = scenario(villain_cards=[FIFTH], power=9, pad=30)
    _fifth_assigned(game)
    top = game.state.players[VILLAIN_P].deck[-3]  # the top card once the revive is paid
    game.apply(Revive(uid(game, "Fifth")))
    assert game.zone_name(top) == "beneath a card"


def test_fifth_revived_does_not_name_the_face_down_card_in_the_public_log() -> None:
    game = scenario(villain_cards=[FIFTH], power=9, pad=30)
    _fifth_assigned(game)
    top = game.state.players[VILLAIN_P].deck[-3]
    game.apply(Revive(uid(game, "Fifth")))
    assert top not in {e.card for e in game.log}


def test_fifth_not_revived_puts_nothing_beneath_him() -> None:
    game = scenario(villain_cards=[FIFTH], power=9, pad=30)
    _fifth_assigned(game)
    before = game.deck_size(VILLAIN_P)
    game.apply(DestroyAdversary(uid(game, "Fifth")))
    assert game.deck_size(VILLAIN_P) == before


def test_fifth_destroyed_takes_the_cards_beneath_him_to_the_discard_pile() -> None:
    """Ruling of the engine (rulebooks silent), see ops.take_out."""
    game = scenario(villain_cards=[FIFTH], power=9, pad=30)
    _fifth_assigned(game)
    game.apply(Revive(uid(game, "Fifth")))
    beneath = list(game.state.beneath[uid(game, "Fifth")])
    drive(game, at_actions_of_turn(3))
    _fifth_assigned(game)
    game.apply(DestroyAdversary(uid(game, "Fifth")))
    assert [game.zone_name(u) for u in beneath] == ["discard"]


def test_fifth_difficulty_counts_the_cards_under_him() -> None:
    game, _ = _fifth_revived_twice()
    assert game.skill(uid(game, "Fifth"), CULTURE) == 1 + 2


def test_fifth_revive_cost_grows_with_the_cards_beneath_him() -> None:
    """Revive 2 with nothing beneath, then 3 with one card beneath; each revive also
    puts a card beneath him."""
    _, spent = _fifth_revived_twice()
    assert spent == [2 + 1, 3 + 1]


# --- Bra'tac (Jaffa Master) ------------------------------------------------------------

BRATAC_TEAM = [sg_card("Fixture Leader", TEAM, "Commander", cost=4,
                       skills={C: 1, S: 0, B: 3, I: 2}, traits=("SGC",)),
               sg_card("Fixture Scholar", TEAM, "Linguist", cost=3,
                       skills={C: 3, S: 2, B: 0, I: 1}, traits=("SGC",)),
               BRATAC,
               sg_card("Fixture Warrior", TEAM, "Jaffa", cost=3,
                       skills={C: 1, S: 0, B: 3, I: 1}, traits=("Jaffa",))]


@pytest.mark.parametrize(("readied", "combat"), [(True, 3), (False, 2)])
def test_bratac_ready_with_a_glyph_he_earned_helps_jaffa_support_characters(
        readied: bool, combat: int) -> None:
    """Bra'tac earns a Libra glyph, is stopped by the mission, and (Anise) readied."""
    game = scenario([ARTOK, ANISE], hero_team=BRATAC_TEAM, power=9,
                    missions=[mission("Libra Mission", B, 3, glyph=Glyph.LIBRA),
                              SPARE])
    bratac = uid(game, "Bra'tac")
    game.apply(Assign(bratac))
    game.apply(Pass())
    game.apply(Assign(uid(game, "Fixture Leader")))
    resolve_mission(game)  # Combat 5 >= 3: a success
    game.apply(ChooseGlyphCharacter(bratac))
    game.apply(Continue())
    game.apply(PlayCard(uid(game, "Artok")))
    if readied:
        game.apply(Pass())
        game.apply(PlayCard(uid(game, "Anise")))
        game.apply(Choose(uid(game, "Fixture Scholar")))
        game.apply(Choose(bratac))
    assert game.skill(uid(game, "Artok"), COMBAT) == combat


@pytest.mark.parametrize(("glyphs", "bonus"), [
    ((), 0), ((Glyph.LIBRA,), 1), ((Glyph.SCORPIUS,), 1), ((Glyph.LIBRA, Glyph.SCORPIUS), 1),
    ((Glyph.GEMINI,), 0), ((Glyph.PISCES,), 0), ((Glyph.GEMINI, Glyph.PISCES), 1),
    ((Glyph.SCORPIUS, Glyph.GEMINI, Glyph.PISCES), 2)])
def test_bratac_bonus_by_the_glyphs_beneath_him(glyphs: tuple[Glyph, ...], bonus: int) -> None:
    """The glyphs are placed beneath him directly (setting up, as if earned)."""
    places = [mission(f"{g.value} Place", C, 3, glyph=g) for g in glyphs]
    game = scenario([ARTOK], hero_team=BRATAC_TEAM, power=9,
                    missions=[TEST_MISSION, *places])
    for place in places:
        ops.place_glyph(game, uid(game, place.title), uid(game, "Bra'tac"))
    game.apply(PlayCard(uid(game, "Artok")))
    assert game.skill(uid(game, "Artok"), COMBAT) == 2 + bonus


@pytest.mark.parametrize("title", ["Envoy", "Fixture Warrior"])
def test_bratac_helps_only_jaffa_support_characters(title: str) -> None:
    game = scenario([ENVOY], hero_team=BRATAC_TEAM, power=9,
                    missions=[TEST_MISSION,
                              mission("Libra Place", C, 3, glyph=Glyph.LIBRA)])
    ops.place_glyph(game, uid(game, "Libra Place"), uid(game, "Bra'tac"))
    game.apply(PlayCard(uid(game, "Envoy")))
    card = game.card(uid(game, title))
    assert game.skill(uid(game, title), COMBAT) == card.skills[B]


# --- Darian ----------------------------------------------------------------------------


@pytest.mark.parametrize(("state", "gain"), [("ready", 1), ("assigned", 0), ("stopped", 0)])
def test_darian_power_for_complications_only_while_ready(state: str,
                                                                         gain: int) -> None:
    game = scenario([DARIAN], power=9)
    darian = uid(game, "Darian")
    game.apply(PlayCard(darian))
    if state != "ready":
        game.apply(Pass())
        game.apply(Assign(darian))
    if state == "stopped":
        resolve_mission(game)
        game.apply(Continue())
        game.apply(Pass())
    assert game.status_name(darian) == state
    before = game.power(HERO_P)
    game.apply(PlayComplication(game.hand(VILLAIN_P)[0]))
    assert game.power(HERO_P) - before == gain


# --- Contact the Asgard ----------------------------------------------------------------


def _contact_resolved(scientist: bool) -> StargateGame:
    """Culture: Scholar 3 + Leader 1 (+ Scientist 1) against 4 + the Henchman's 1."""
    game = scenario(villain_cards=[HENCHMAN], power=9,
                    missions=[CONTACT, SPARE])
    henchman = uid(game, "Henchman")
    game.apply(Assign(uid(game, "Fixture Scholar")))
    game.apply(PlayCard(henchman))
    game.apply(Assign(uid(game, "Fixture Leader")))
    game.apply(Assign(henchman))
    if scientist:
        game.apply(Assign(uid(game, "Fixture Scientist")))
    resolve_mission(game)
    assert game.phase == "revive or score adversaries"
    return game


@pytest.mark.parametrize(("success", "revivable"), [(True, False), (False, True)])
def test_contact_the_asgard_no_revive_after_a_success(
        success: bool, revivable: bool) -> None:
    game = _contact_resolved(scientist=success)
    assert (Revive(uid(game, "Henchman")) in game.legal_actions()) is revivable


def test_contact_the_asgard_refuses_a_revive_naming_itself() -> None:
    game = _contact_resolved(scientist=True)
    with pytest.raises(IllegalAction, match="Contact the Asgard"):
        game.apply(Revive(uid(game, "Henchman")))
