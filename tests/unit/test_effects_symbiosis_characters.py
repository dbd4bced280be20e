"""Symbiosis characters and gear (effects/symbiosis/characters.py), each played: the text
happens, and does not when its condition fails. Fixture printings with the real card ids;
player 0 is the hero of turn 1 (`scenario`)."""

from __future__ import annotations

import pytest
from factories import KIT, sg_card
from sg_effect_cards import checked_actions, real
from sg_play import LIBRA_PLACE as LIBRA
from sg_play import SPARE, TEST_MISSION, hero, legal_of, put_in_play
from sg_play import both_pass as resolve
from test_sg_engine_helpers import HERO_P, VILLAIN_P, B, C, I, S, mission, scenario, uid

from stargate_vcg.cards import Allegiance, CardType, Glyph, Skill, StargateCard
from stargate_vcg.engine.stargate import (
    ActivateAbility,
    Assign,
    Choose,
    Continue,
    Decline,
    Pass,
    PlayCard,
    StargateGame,
    ops,
)
from stargate_vcg.engine.stargate.surface import COMBAT, CULTURE, INGENUITY, SCIENCE

SUPPORT, TEAM, GEAR = CardType.SUPPORT_CHARACTER, CardType.TEAM_CHARACTER, CardType.GEAR

VEGA = real("Alicia Vega (Skeptical Captain)", SUPPORT, cost=2, skills={B: 3},
            traits=("Atlantis",))
BALIK = real("Balik (Tok'ra Guard)", SUPPORT, cost=2, skills={B: 3}, traits=("Tok'ra",))
BRAGI = real("Bragi (Diplomat)", SUPPORT, cost=5, skills={C: 3, I: 2}, traits=("Asgard",))
SWIFT = real("David Swift (U.S. Secretary of Defense)", SUPPORT, cost=4, skills={C: 2, I: 1})
MEHRA = real("Dusty Mehra (Tactful Sergeant)", SUPPORT, cost=4, skills={B: 2, I: 2},
             traits=("Atlantis",))
EGERIA = real("Egeria (Mother of the Tok'ra)", SUPPORT, cost=3, skills={C: 3, S: 3},
              traits=("Tok'ra",))
LIANDRA = real("Liandra (Tok'ra Councillor)", SUPPORT, cost=3, skills={C: 2, I: 1},
               traits=("Tok'ra",))
NAVAR = real("Nav'ar (The First Follower)", SUPPORT, cost=4, skills={C: 1, B: 2},
             traits=("Jaffa",))
RAYNOLDS = real("Raynolds (Rogue Operative)", SUPPORT, cost=3, skills={B: 2}, traits=("NID",))
SHEVCHENKO = real("Shevchenko (SG-4 Team Member)", SUPPORT, cost=2, skills={S: 1, B: 2},
                  traits=("Russian",))

AIDE = sg_card("Aide", SUPPORT, "Helper", cost=2, skills={B: 1})
TOKRA_AIDE = sg_card("Tok'ra Aide", SUPPORT, "Helper", cost=2, skills={B: 1},
                     traits=("Tok'ra",))
SERPENT = sg_card("Serpent", CardType.ADVERSARY, "Guard", cost=1, skills={B: 1}, revive=2,
                  traits=("Goa'uld",))
BRUTE = sg_card("Brute", CardType.ADVERSARY, "Thug", cost=1, skills={B: 1}, revive=2)

pytestmark = pytest.mark.usefixtures(checked_actions.__name__)


def begin(hero: list[StargateCard] | None = None,
          villain: list[StargateCard] | None = None, *in_play: str,
          power: int = 9, first: StargateCard | None = None,
          second: StargateCard = SPARE) -> StargateGame:
    """A Combat 3 mission first (unless `first`); these cards straight from hand into
    play."""
    game = scenario(hero or [], villain or [],
                    missions=[first or TEST_MISSION, second, LIBRA],
                    power=power, pad=30)
    return put_in_play(game, *in_play)


def to_next_mission(game: StargateGame) -> None:
    """The current mission fails; the hero continues to the next one."""
    resolve(game)
    while game.phase != "deciding to continue":
        game.apply(game.legal_actions()[0])
    game.apply(Continue())


# --- Alicia Vega, Bragi: mission outcome texts ------------------------------------------


@pytest.mark.parametrize("difficulty", [1, 9])
def test_alicia_vega_destroyed_when_her_mission_fails(difficulty: int) -> None:
    game = begin([VEGA], [], "Alicia Vega", first=mission("Test Mission", B, difficulty))
    vega = hero(game, "Alicia Vega")
    game.apply(Assign(vega))
    resolve(game)
    assert (game.zone_name(vega) == "discard") is (difficulty == 9)


@pytest.mark.parametrize("difficulty", [1, 9])
def test_bragi_success_discards_two_villain_cards_at_random(difficulty: int) -> None:
    game = begin([BRAGI], [SERPENT, BRUTE, KIT], "Bragi",
                 first=mission("Test Mission", C, difficulty))
    game.apply(Assign(hero(game, "Bragi")))
    before = len(game.hand(VILLAIN_P))
    resolve(game)
    assert len(game.hand(VILLAIN_P)) == before - (2 if difficulty == 1 else 0)


# --- played texts -----------------------------------------------------------------------------


@pytest.mark.parametrize(("card", "gear"), [("Kit", True), ("Aide", False)])
def test_david_swift_gets_skills_as_his_owner_plays_a_gear(card: str, gear: bool) -> None:
    game = begin([SWIFT, KIT, AIDE], [], "David Swift")
    swift = hero(game, "David Swift")
    game.apply(PlayCard(hero(game, card)))
    assert game.skill(swift, CULTURE) == 2 + (1 if gear else 0)


@pytest.mark.parametrize(("card", "difficulty"), [("Dusty Mehra", 2), ("Aide", 3)])
def test_dusty_mehra_played_eases_the_current_mission(card: str, difficulty: int) -> None:
    game = begin([MEHRA, AIDE])
    game.apply(PlayCard(hero(game, card)))
    assert game.mission_difficulty() == difficulty


@pytest.mark.parametrize(("mode", "science"), [(0, 2), (1, 0)])
def test_raynolds_played_gets_science_or_ingenuity(mode: int, science: int) -> None:
    game = begin([RAYNOLDS])
    game.apply(PlayCard(hero(game, "Raynolds")))
    game.apply(Choose(mode))
    raynolds = hero(game, "Raynolds")
    assert (game.skill(raynolds, SCIENCE) or 0) == science
    assert (game.skill(raynolds, INGENUITY) or 0) == 2 - science


# --- Egeria -----------------------------------------------------------------------------------


def test_egeria_cant_be_assigned() -> None:
    game = begin([EGERIA], [], "Egeria")
    assert Assign(hero(game, "Egeria")) not in game.legal_actions()
    assert Assign(hero(game, "Fixture Leader")) in game.legal_actions()


@pytest.mark.parametrize(("card", "cost"), [("Tok'ra Aide", 1), ("Aide", 2)])
def test_egeria_tokra_support_characters_cost_one_less(card: str, cost: int) -> None:
    game = begin([EGERIA, AIDE, TOKRA_AIDE], [], "Egeria")
    game.apply(PlayCard(hero(game, card)))
    assert game.power(HERO_P) == 9 - cost


# --- Liandra ------------------------------------------------------------------------------


@pytest.mark.parametrize(("adversary", "goauld"), [("Serpent", True), ("Brute", False)])
def test_liandra_destroys_herself_to_destroy_a_goauld_adversary(adversary: str,
                                                                goauld: bool) -> None:
    game = begin([LIANDRA], [SERPENT, BRUTE], "Liandra", adversary)
    liandra = hero(game, "Liandra")
    foe = uid(game, adversary, VILLAIN_P)
    use = ActivateAbility(liandra, 0, target=foe)
    assert (use in game.legal_actions()) is goauld
    if goauld:
        game.apply(use)
        assert game.zone_name(foe) == "discard"
        assert game.zone_name(liandra) == "discard"
        assert game.power(HERO_P) == 9 - 2


# --- Nav'ar -------------------------------------------------------------------------------


@pytest.mark.parametrize("glyph", [True, False])
def test_navar_cheaper_per_assigned_jaffa_glyph_holder_of_the_team(
        glyph: bool) -> None:
    game = begin([NAVAR])
    warrior = hero(game, "Fixture Warrior")
    ops.ready(game, warrior)
    if glyph:
        ops.place_glyph(game, hero(game, "Libra Place"), warrior)
    game.apply(Assign(warrior))
    game.apply(Pass())
    game.apply(PlayCard(hero(game, "Nav'ar")))
    assert game.power(HERO_P) == 9 - 4 + (1 if glyph else 0)


# --- texts as a mission is played --------------------------------------------------------------


@pytest.mark.parametrize("first", [True, False])
def test_shevchenko_blocked_during_the_first_mission_of_the_turn(first: bool) -> None:
    game = begin([SHEVCHENKO], [], "Shevchenko", second=mission("Next Mission", B, 3))
    if not first:
        to_next_mission(game)
    assert (Assign(hero(game, "Shevchenko")) in game.legal_actions()) is not first


@pytest.mark.parametrize(("skill", "stop"), [(I, True), (I, False), (C, False)])
def test_balik_stops_or_the_ingenuity_mission_gets_harder(skill: Skill, stop: bool) -> None:
    game = begin([BALIK], [], "Balik", second=mission("Next Mission", skill, 3))
    to_next_mission(game)
    balik = hero(game, "Balik")
    if skill is I:
        game.apply(Choose(0) if stop else Decline())
    assert game.status_name(balik) == ("stopped" if stop else "ready")
    assert game.mission_difficulty() == 3 + (1 if skill is I and not stop else 0)


# --- team characters ------------------------------------------------------------------------

ALISON = real("Alison Porter (Adventurous Scientist)", TEAM, cost=5,
              skills={C: 2, S: 2, B: 0, I: 2}, traits=("Atlantis",))
ANISE = real("Anise (Impatient Scientist)", TEAM, cost=5, skills={C: 2, S: 2, B: 0, I: 2},
             traits=("Tok'ra",))
TELDY = real("Anne Teldy (Inspiring Leader)", TEAM, cost=3, skills={C: 1, S: 0, B: 2, I: 3},
             traits=("Atlantis",))
BRATAC = real("Bra'tac (Inspiring Mentor)", TEAM, cost=4, skills={C: 2, S: 0, B: 2, I: 2},
              traits=("Jaffa",))
LAM = real("Carolyn Lam (Infectious Diseases Specialist)", TEAM, cost=4,
           skills={C: 1, S: 3, B: 0, I: 2}, traits=("SGC",))
CHARA = real("Cha'ra (Free Jaffa Nation Councilor)", TEAM, cost=3,
             skills={C: 3, S: 0, B: 1, I: 2}, traits=("Jaffa",))
FRANCINE = real("Francine Michaels (Antarctica Researcher Leader)", TEAM, cost=6,
                skills={C: 1, S: 3, B: 0, I: 1}, traits=("SGC",))
JACOB = real("Jacob Carter (Master Tactician)", TEAM, cost=4, skills={C: 2, S: 1, B: 1, I: 2},
             traits=("Tok'ra",))
SVETLANA = real("Svetlana Markov (Sarcastic Scientist)", TEAM, cost=4,
                skills={C: 2, S: 2, B: 0, I: 2}, traits=("Russian",))

JAFFA_AIDE = sg_card("Jaffa Aide", SUPPORT, "Helper", cost=1, skills={B: 1, I: 1},
                     traits=("Jaffa",))
JAFFA_AIDE_2 = sg_card("Jaffa Aide 2", SUPPORT, "Helper", cost=1, skills={B: 1},
                       traits=("Jaffa",))
FEVER = sg_card("Fever", CardType.OBSTACLE, cost=1, skills={B: 1}, traits=("Disease",))
LAB = sg_card("Lab Accident", CardType.OBSTACLE, cost=1, skills={S: 1, B: 1})

GLYPH_MISSIONS = {g: mission(f"{g.value.title()} Place", C, 3, experience=e, glyph=g)
                  for g, e in ((Glyph.LIBRA, 1), (Glyph.ORION, 2), (Glyph.PISCES, 3),
                               (Glyph.SCORPIUS, 1), (Glyph.TRIANGULUM, 1), (Glyph.GEMINI, 1))}
LIBRA_TWO = mission("Second Libra Place", C, 3, glyph=Glyph.LIBRA)
ORION_THREE = mission("Far Orion Place", C, 3, experience=3, glyph=Glyph.ORION)


def with_member(member: StargateCard, hero_cards: list[StargateCard] | None = None,
                villain_cards: list[StargateCard] | None = None, *in_play: str,
                power: int = 9, drop: tuple[str, ...] = ("Fixture Scientist",)
                ) -> StargateGame:
    """`member` in the hero's team (instead of the Fixture Scientist: the team must stay
    worth less than the villain's, for the hero to go first); a Combat 3 mission first;
    the glyph missions in the pile, to be placed beneath characters."""
    from factories import TEAM as FIXTURE_TEAM

    team = [member, *(c for c in FIXTURE_TEAM if c.title not in drop)]
    game = scenario(hero_cards or [], villain_cards or [],
                    missions=[TEST_MISSION, SPARE, *GLYPH_MISSIONS.values(),
                              LIBRA_TWO, ORION_THREE],
                    hero_team=team, power=power, pad=30)
    return put_in_play(game, *in_play)


def give(game: StargateGame, character: str, *places: str) -> None:
    for place in places:
        ops.place_glyph(game, hero(game, place), hero(game, character))
    game._version += 1


@pytest.mark.parametrize(("shared", "bonus"), [(True, 1), (False, 0)])
def test_alison_porter_gets_skills_per_glyph_another_character_shares(shared: bool,
                                                                      bonus: int) -> None:
    game = with_member(ALISON)
    give(game, "Alison Porter", "Libra Place")
    give(game, "Fixture Leader", "Second Libra Place" if shared else "Orion Place")
    assert game.skill(hero(game, "Alison Porter"), CULTURE) == 2 + bonus


@pytest.mark.parametrize("libra", [True, False])
def test_anise_readies_another_stopped_team_character(libra: bool) -> None:
    game = with_member(ANISE)
    if libra:
        give(game, "Anise", "Libra Place")
    warrior = hero(game, "Fixture Warrior")
    use = ActivateAbility(hero(game, "Anise"), 0, target=warrior)
    assert (use in game.legal_actions()) is libra
    if libra:
        game.apply(use)
        assert game.status_name(warrior) == "ready"
        assert game.status_name(hero(game, "Anise")) == "stopped"
        assert game.power(HERO_P) == 9 - 2


@pytest.mark.parametrize("libra", [True, False])
def test_anne_teldy_libra_gives_support_characters_ingenuity(libra: bool) -> None:
    game = with_member(TELDY, [JAFFA_AIDE, JAFFA_AIDE_2], [], "Jaffa Aide", "Jaffa Aide 2")
    if libra:
        give(game, "Anne Teldy", "Libra Place")
    assert game.skill(hero(game, "Jaffa Aide"), INGENUITY) == 1 + (1 if libra else 0)
    assert game.skill(hero(game, "Jaffa Aide 2"), INGENUITY) is None


@pytest.mark.parametrize("both", [True, False])
def test_anne_teldy_assigned_with_libra_and_scorpius_may_ready_a_support(both: bool) -> None:
    game = with_member(TELDY, [JAFFA_AIDE], [], "Jaffa Aide")
    aide = hero(game, "Jaffa Aide")
    ops.stop(game, aide)
    give(game, "Anne Teldy", "Libra Place", *(["Scorpius Place"] if both else []))
    game.apply(Assign(hero(game, "Anne Teldy")))
    if both:
        game.apply(Choose(0))
    assert game.status_name(aide) == ("ready" if both else "stopped")
    assert game.power(HERO_P) == 9 - (3 if both else 0)


@pytest.mark.parametrize("aide", [True, False])
def test_bratac_inspiring_mentor_stops_a_jaffa_character_to_draw(aide: bool) -> None:
    """Ruling: he may stop himself (he is a Jaffa character)."""
    game = with_member(BRATAC, [JAFFA_AIDE], [], *(["Jaffa Aide"] if aide else []))
    bratac = hero(game, "Bra'tac")
    if not aide:
        ops.stop(game, bratac)
        game._version += 1
    uses = legal_of(game, ActivateAbility, bratac)
    assert bool(uses) is aide
    if aide:
        hand = len(game.hand(HERO_P))
        jaffa = hero(game, "Jaffa Aide")
        game.apply(ActivateAbility(bratac, 0, stops=(jaffa,)))
        assert game.status_name(jaffa) == "stopped"
        assert len(game.hand(HERO_P)) == hand + 1


@pytest.mark.parametrize("orion", [True, False])
def test_carolyn_lam_orion_makes_disease_obstacles_dearer(orion: bool) -> None:
    game = with_member(LAM, [], [FEVER])
    if orion:
        give(game, "Carolyn Lam", "Orion Place")
    game.apply(Pass())
    game.apply(PlayCard(uid(game, "Fever", VILLAIN_P)))
    assert game.power(VILLAIN_P) == 9 - 1 - (1 if orion else 0)


@pytest.mark.parametrize("glyphs", [True, False])
def test_carolyn_lam_turns_a_science_obstacle_face_down(glyphs: bool) -> None:
    game = with_member(LAM, [], [LAB])
    if glyphs:
        give(game, "Carolyn Lam", "Orion Place", "Scorpius Place")
    game.apply(Pass())
    lab = uid(game, "Lab Accident", VILLAIN_P)
    game.apply(PlayCard(lab))
    use = ActivateAbility(hero(game, "Carolyn Lam"), 0, target=lab)
    assert (use in game.legal_actions()) is glyphs
    if glyphs:
        game.apply(use)
        assert lab not in game.state.obstacles


@pytest.mark.parametrize("glyphs", [True, False])
def test_chara_stops_to_give_jaffa_support_characters_skills(glyphs: bool) -> None:
    game = with_member(CHARA, [JAFFA_AIDE], [], "Jaffa Aide")
    if glyphs:
        give(game, "Cha'ra", "Scorpius Place", "Triangulum Place")
    use = ActivateAbility(hero(game, "Cha'ra"), 1)
    assert (use in game.legal_actions()) is glyphs
    if glyphs:
        game.apply(use)
        assert game.skill(hero(game, "Jaffa Aide"), COMBAT) == 2


@pytest.mark.parametrize("glyph", [True, False])
def test_chara_stops_two_jaffa_support_characters_to_gain_power(glyph: bool) -> None:
    game = with_member(CHARA, [JAFFA_AIDE, JAFFA_AIDE_2], [], "Jaffa Aide", "Jaffa Aide 2")
    if glyph:
        give(game, "Cha'ra", "Triangulum Place")
    aides = (hero(game, "Jaffa Aide"), hero(game, "Jaffa Aide 2"))
    use = ActivateAbility(hero(game, "Cha'ra"), 0, stops=aides)
    assert (use in game.legal_actions()) is glyph
    if glyph:
        game.apply(use)
        assert game.power(HERO_P) == 9 + 1


@pytest.mark.parametrize(("place", "extra"), [("Libra Place", 1), ("Far Orion Place", 0),
                                              ("Pisces Place", 0)])
def test_francine_michaels_gains_experience_per_low_libra_or_orion_glyph(place: str,
                                                                         extra: int) -> None:
    game = with_member(FRANCINE, drop=("Fixture Scientist", "Fixture Leader"))
    before = game.experience(HERO_P)
    give(game, "Francine Michaels", place)
    printed = game.card(hero(game, place)).experience or 0
    assert game.experience(HERO_P) == before + printed + extra


@pytest.mark.parametrize("both", [True, False])
def test_jacob_carter_orion_and_pisces_add_science_and_combat(both: bool) -> None:
    game = with_member(JACOB)
    give(game, "Jacob Carter", "Orion Place", *(["Pisces Place"] if both else []))
    jacob = hero(game, "Jacob Carter")
    assert game.skill(jacob, SCIENCE) == 1 + (1 if both else 0)
    assert game.skill(jacob, COMBAT) == 1 + (1 if both else 0)


@pytest.mark.parametrize("triangulum", [True, False])
def test_svetlana_markov_triangulum_assigned_with_an_sgc_team_character(
        triangulum: bool) -> None:
    game = with_member(SVETLANA)
    if triangulum:
        give(game, "Svetlana Markov", "Triangulum Place")
    svetlana = hero(game, "Svetlana Markov")
    game.apply(Assign(svetlana))
    game.apply(Pass())
    game.apply(Assign(hero(game, "Fixture Leader")))
    assert game.skill(svetlana, CULTURE) == 2 + (1 if triangulum else 0)


# --- batch 3 -------------------------------------------------------------------------------

CORAK = real("Cor'ak (Eager to Fight)", SUPPORT, cost=2, skills={C: 2, B: 3, I: 2},
             traits=("Jaffa",))
CLAIRE = real("Claire Tobias (Artifact Collector)", TEAM, cost=3,
              skills={C: 2, S: 2, B: 1, I: 1}, traits=("NID",))
JALEN = real("Jalen (Council Member)", TEAM, cost=4, skills={C: 2, S: 1, B: 2, I: 1},
             traits=("Tok'ra",))
STORED = real("Stored Consciousness", GEAR, cost=3, traits=("Asgard",))
THOR_ISH = sg_card("Asgard Envoy", TEAM, "Commander", cost=3, skills={C: 1, S: 1, B: 1, I: 1},
                   traits=("Asgard",))
TOKRA_NOTE = sg_card("Tok'ra Note", GEAR, cost=1, traits=("Tok'ra",))


@pytest.mark.parametrize("ended", [True, False])
def test_corak_destroyed_as_a_mission_ends_even_unassigned(ended: bool) -> None:
    game = begin([CORAK], [], "Cor'ak")
    corak = hero(game, "Cor'ak")
    game.apply(Pass())
    if ended:
        game.apply(Pass())
    assert game.zone_name(corak) == ("discard" if ended else "in play")


@pytest.mark.parametrize(("glyph", "extra"), [("Libra Place", 1), ("Orion Place", 0)])
def test_claire_tobias_experience_per_ten_discarded_with_gemini_or_libra(glyph: str,
                                                                         extra: int) -> None:
    game = with_member(CLAIRE)
    give(game, "Claire Tobias", glyph)
    before = game.experience(HERO_P)
    ops.mill(game, HERO_P, 12)
    game._version += 1
    assert game.experience(HERO_P) == before + extra


@pytest.mark.parametrize("pisces", [True, False])
def test_jalen_assigned_with_pisces_takes_a_cheap_tokra_card_back(pisces: bool) -> None:
    game = with_member(JALEN, [TOKRA_NOTE])
    note = hero(game, "Tok'ra Note")
    ops.discard_from_hand(game, note)
    give(game, "Jalen", "Pisces Place" if pisces else "Orion Place")
    game.apply(Assign(hero(game, "Jalen")))
    if pisces:
        game.apply(Choose(note))
    assert (note in game.hand(HERO_P)) is pisces


@pytest.mark.parametrize("incapacitated", [True, False])
def test_stored_consciousness_readies_an_incapacitated_asgard(incapacitated: bool) -> None:
    game = with_member(THOR_ISH, [STORED], [], "Stored Consciousness")
    envoy = hero(game, "Asgard Envoy")
    if incapacitated:
        ops.incapacitate(game, envoy)
        game._version += 1
    use = ActivateAbility(hero(game, "Stored Consciousness"), 1, target=envoy)
    assert (use in game.legal_actions()) is incapacitated
    if incapacitated:
        game.apply(use)
        assert game.status_name(envoy) == "ready"
        assert game.zone_name(hero(game, "Stored Consciousness")) == "discard"


CHEPOVETSKY = real("Chepovetsky (Secret Service Guard)", SUPPORT, cost=3, skills={I: 2},
                   traits=("Russian",))
ENERGY = real("Energy Weapon Strike", CardType.OBSTACLE, cost=1, skills={S: 2, B: 3})


@pytest.mark.parametrize("copy", [True, False])
def test_chepovetsky_destroyed_plays_another_copy_free(copy: bool) -> None:
    game = begin([CHEPOVETSKY, *([CHEPOVETSKY] if copy else [])], [ENERGY])
    first = uid(game, "Chepovetsky", HERO_P, 0)
    ops.put_in_play(game, first)
    game._version += 1
    game.apply(Pass())
    game.apply(PlayCard(uid(game, "Energy Weapon Strike", VILLAIN_P)))
    resolve(game)
    game.apply(Choose(0))  # the villain pays to destroy a support character (the only one)
    assert game.zone_name(first) == "discard"
    if copy:
        second = uid(game, "Chepovetsky", HERO_P, 1)
        game.apply(Choose(second))
        assert game.zone_name(second) == "in play"
    assert game.pending_decision is None


TASIA = real("Tasia (Tracker)", SUPPORT, cost=4, skills={B: 1, I: 2})


@pytest.mark.parametrize("combat", [True, False])
def test_tasia_puts_a_combat_mission_on_top_of_the_pile(combat: bool) -> None:
    game = begin([TASIA], [], "Tasia",
                 second=mission("Far Mission", B if combat else C, 3))
    tasia = hero(game, "Tasia")
    game.apply(ActivateAbility(tasia, 0))
    assert game.zone_name(tasia) == "discard"
    far = hero(game, "Far Mission")
    if combat:
        game.apply(Choose(far))
        assert game.surface.mission_pile_top(HERO_P) == far
    assert game.pending_decision is None


TEALC = real("Teal'c (Avenger of Dar Eshkalon)", TEAM, cost=4, skills={C: 2, S: 0, B: 3, I: 1},
             traits=("Jaffa",))
RECRUIT = sg_card("Recruit", SUPPORT, "Warrior", cost=1, skills={B: 2, I: 1},
                  traits=("Jaffa",))


@pytest.mark.parametrize("libra", [True, False])
def test_tealc_avenger_adds_a_discarded_jaffa_characters_skills(libra: bool) -> None:
    game = with_member(TEALC, [RECRUIT])
    give(game, "Teal'c", "Libra Place" if libra else "Orion Place")
    tealc = hero(game, "Teal'c")
    recruit = hero(game, "Recruit")
    game.apply(Assign(tealc))
    if libra:
        game.apply(Choose(recruit))
    assert (game.zone_name(recruit) == "discard") is libra
    assert game.skill(tealc, COMBAT) == 3 + (2 if libra else 0)
    assert game.skill(tealc, INGENUITY) == 1 + (1 if libra else 0)


MAYBOURNE = real("Harold Maybourne (King Arkhan The First)", TEAM, cost=4,
                 skills={C: 2, S: 2, B: 0, I: 2})
DRIFTER = sg_card("Drifter", SUPPORT, "Wanderer", cost=2, skills={B: 1})


@pytest.mark.parametrize("gemini", [True, False])
def test_harold_maybourne_gives_unaffiliated_characters_skills(gemini: bool) -> None:
    game = with_member(MAYBOURNE, [DRIFTER], [], "Drifter")
    if gemini:
        give(game, "Harold Maybourne", "Gemini Place")
    use = ActivateAbility(hero(game, "Harold Maybourne"), 0)
    assert (use in game.legal_actions()) is gemini
    if gemini:
        game.apply(use)
        assert game.skill(hero(game, "Drifter"), COMBAT) == 1 + 1
        assert game.skill(hero(game, "Fixture Leader"), COMBAT) == 3


@pytest.mark.parametrize("both", [True, False])
def test_harold_maybourne_gemini_and_pisces_cheapen_unaffiliated_supports(both: bool) -> None:
    game = with_member(MAYBOURNE, [DRIFTER])
    give(game, "Harold Maybourne", "Gemini Place", *(["Pisces Place"] if both else []))
    game.apply(PlayCard(hero(game, "Drifter")))
    assert game.power(HERO_P) == 9 - 2 + (1 if both else 0)


RUSLAN = real("Ruslan Chernovshev (Corrupt Colonel)", TEAM, cost=3,
              skills={C: 2, S: 1, B: 2, I: 2}, traits=("Russian",))


@pytest.mark.parametrize("orion", [True, False])
def test_ruslan_chernovshev_stops_another_team_character_for_skills(orion: bool) -> None:
    game = with_member(RUSLAN)
    if orion:
        give(game, "Ruslan Chernovshev", "Orion Place")
    ruslan, leader = hero(game, "Ruslan Chernovshev"), hero(game, "Fixture Leader")
    use = ActivateAbility(ruslan, 0, stops=(leader,))
    assert (use in game.legal_actions()) is orion
    if orion:
        game.apply(use)
        assert game.status_name(leader) == "stopped"
        assert game.skill(ruslan, COMBAT) == 2 + 1


@pytest.mark.parametrize("matching", [True, False])
def test_bratac_inspiring_mentor_assigned_to_a_matching_glyph_plays_a_jaffa_support(
        matching: bool) -> None:
    """The Test Mission shows Orion (the fixture missions' glyph)."""
    recruit = sg_card("Recruit", SUPPORT, "Warrior", cost=3, skills={B: 2}, traits=("Jaffa",))
    game = with_member(BRATAC, [recruit])
    give(game, "Bra'tac", "Orion Place" if matching else "Libra Place")
    game.apply(Assign(hero(game, "Bra'tac")))
    card = hero(game, "Recruit")
    if matching:
        game.apply(Choose(card))
    assert game.zone_name(card) == ("in play" if matching else "hand")
    assert game.power(HERO_P) == 9 - (3 - 1 if matching else 0)


@pytest.mark.parametrize("scorpius", [True, False])
def test_anise_with_libra_and_scorpius_may_ready_herself_too(scorpius: bool) -> None:
    """The Fixture Warrior is Jaffa: the Fixture Scholar (SGC) is stopped to be readied."""
    game = with_member(ANISE)
    give(game, "Anise", "Libra Place", *(["Scorpius Place"] if scorpius else []))
    scholar, anise = hero(game, "Fixture Scholar"), hero(game, "Anise")
    ops.stop(game, scholar)
    game._version += 1
    game.apply(ActivateAbility(anise, 0, target=scholar))
    if scorpius:
        game.apply(Choose(anise))
    assert game.status_name(scholar) == "ready"
    assert game.status_name(anise) == ("ready" if scorpius else "stopped")


ASGARD_AIDE = sg_card("Asgard Aide", SUPPORT, "Helper", cost=3, skills={S: 1},
                      traits=("Asgard",))


@pytest.mark.parametrize("card", ["Asgard Aide", "Aide"])
def test_stored_consciousness_the_next_asgard_support_costs_two_less(card: str) -> None:
    game = with_member(THOR_ISH, [STORED, ASGARD_AIDE, AIDE], [], "Stored Consciousness")
    game.apply(ActivateAbility(hero(game, "Stored Consciousness"), 0))
    game.apply(Pass())
    power = game.power(HERO_P)
    game.apply(PlayCard(hero(game, card)))
    assert game.power(HERO_P) == power - (3 - 2 if card == "Asgard Aide" else 2)


# --- session 7 sp-cards10 ------------------------------------------------------------------


@pytest.mark.parametrize(("places", "paid"), [(("Libra Place",), 0), (("Orion Place",), 0),
                                              ((), 1)])
def test_ruslan_chernovshev_with_libra_or_orion_makes_missions_cheaper(
        places: tuple[str, ...], paid: int) -> None:
    """Ruling (Russian-Controlled Gate's reminder): the villain still gains his power."""
    game = with_member(RUSLAN)
    give(game, "Ruslan Chernovshev", *places)
    while game.phase == "performing actions":
        game.apply(Pass())
    while game.phase != "deciding to continue":
        game.apply(game.legal_actions()[0])
    before = (game.power(HERO_P), game.power(VILLAIN_P))
    game.apply(Continue())
    assert (before[0] - game.power(HERO_P), game.power(VILLAIN_P) - before[1]) == (paid, 1)


EIR = real("Eir (Healer)", SUPPORT, cost=6, skills={C: 2, S: 2, I: 2}, traits=("Asgard",))
BARRETT = real("Malcolm Barrett (Tenacious Agent)", TEAM, cost=4,
               skills={C: 2, S: 0, B: 2, I: 2}, traits=("NID",))
ANTARCTICA = real("Antarctica Base", GEAR, cost=2, traits=("SGC",))
FEVER_7 = sg_card("Marsh Fever", CardType.OBSTACLE, cost=1, skills={B: 1}, traits=("Disease",),
                allegiance=Allegiance.VILLAIN)
ROCKFALL = sg_card("Rockfall", CardType.OBSTACLE, cost=1, skills={B: 1},
                   allegiance=Allegiance.VILLAIN)


@pytest.mark.parametrize("tokra", [True, False])
def test_egeria_destroyed_boosts_a_tokra_support_character_destroyed_at_mission_end(
        tokra: bool) -> None:
    from stargate_vcg.engine.stargate import values

    helper = TOKRA_AIDE if tokra else AIDE
    game = begin([EGERIA, helper], [], "Egeria", helper.title)
    egeria, aide = hero(game, "Egeria"), hero(game, helper.title)
    use = ActivateAbility(egeria, 0, target=aide)
    assert (use in game.legal_actions()) is tokra
    if not tokra:
        return
    game.apply(use)
    assert egeria in game.discard_pile(HERO_P)
    assert values.skill(game, aide, CULTURE) == 3 and values.skill(game, aide, SCIENCE) == 3
    to_next_mission(game)
    assert aide in game.discard_pile(HERO_P)


@pytest.mark.parametrize("disease", [True, False])
def test_eir_pays_to_heal_a_character_of_a_disease_obstacle_and_ready_them(
        disease: bool) -> None:
    game = begin([EIR], [FEVER_7 if disease else ROCKFALL], "Eir")
    leader = hero(game, "Fixture Leader")
    placed = uid(game, "Marsh Fever" if disease else "Rockfall", VILLAIN_P)
    game.surface.place_on(placed, leader)
    ops.stop(game, leader)
    game._version += 1
    game.apply(ActivateAbility(hero(game, "Eir"), 0))
    assert game.power(HERO_P) == 9 - 3
    if disease:
        game.apply(Choose(placed))
    assert game.pending_decision is None
    assert (placed in game.discard_pile(VILLAIN_P)) is disease
    assert game.status_name(leader) == ("ready" if disease else "stopped")


@pytest.mark.parametrize("scorpius", [True, False])
def test_malcolm_barrett_libra_or_scorpius_skills_per_promotion_token(scorpius: bool) -> None:
    game = with_member(BARRETT)
    barrett = hero(game, "Malcolm Barrett")
    give(game, "Malcolm Barrett", "Scorpius Place" if scorpius else "Gemini Place")
    ops.add_promotion_token(game, barrett)
    ops.add_promotion_token(game, barrett)
    game._version += 1
    assert game.skill(barrett, CULTURE) == 2 + (2 if scorpius else 0)


@pytest.mark.parametrize("both", [True, False])
def test_malcolm_barrett_libra_and_scorpius_pays_for_teammates_skills_per_token(
        both: bool) -> None:
    game = with_member(BARRETT)
    barrett, leader = hero(game, "Malcolm Barrett"), hero(game, "Fixture Leader")
    scholar = hero(game, "Fixture Scholar")
    give(game, "Malcolm Barrett", "Libra Place", *(["Scorpius Place"] if both else []))
    ops.add_promotion_token(game, leader)
    game._version += 1
    use = ActivateAbility(barrett, 0)
    assert (use in game.legal_actions()) is both
    if both:
        game.apply(use)
        assert game.power(HERO_P) == 9 - 2
        assert game.skill(leader, COMBAT) == 3 + 1
        assert game.skill(scholar, CULTURE) == 3  # no token


@pytest.mark.parametrize("hide", [True, False])
def test_antarctica_base_keeps_a_hand_card_beneath_until_the_power_phase(hide: bool) -> None:
    from stargate_vcg.engine.stargate import Stop

    game = begin([ANTARCTICA, KIT], [], "Antarctica Base")
    base, kit = hero(game, "Antarctica Base"), hero(game, "Kit")
    while game.phase == "performing actions":
        game.apply(Pass())
    while game.phase != "deciding to continue":
        game.apply(game.legal_actions()[0])
    game.apply(Stop())
    assert game.pending_decision is not None
    game.apply(Choose(kit) if hide else Decline())
    assert (kit in game.surface.beneath(base)) is hide
    # the villain's turn, then the hero's power phase: he may take it back
    def asked_by_base() -> bool:
        pending = game.pending_decision
        return pending is not None and pending.source == base

    while not asked_by_base() and (game.state.turn < 3 or game.phase != "performing actions"):
        game.apply(game.legal_actions()[0])
    assert asked_by_base() is hide
    if hide:
        game.apply(Choose(kit))
        assert kit in game.hand(HERO_P)
        assert game.pending_decision is None or game.pending_decision.source != base


BOMB = real("Naquadah Chest Bomb", GEAR, cost=2, traits=("Jaffa",))
JAFFA_CARRIER = sg_card("Jaffa Carrier", SUPPORT, "Warrior", cost=2, skills={B: 1},
                        traits=("Jaffa",))
WALL_3 = sg_card("Wall", CardType.OBSTACLE, cost=3, skills={B: 1},
                 allegiance=Allegiance.VILLAIN)


@pytest.mark.parametrize(("carrier", "blasted"), [("Jaffa Carrier", True), ("Aide", False)])
def test_naquadah_chest_bomb_a_supporter_destroys_an_obstacle_up_to_his_cost(
        carrier: str, blasted: bool) -> None:
    """The Wall costs 3: the Jaffa Carrier reaches 2 + 1, the Aide 2."""
    game = begin([BOMB, AIDE, JAFFA_CARRIER], [WALL_3], "Naquadah Chest Bomb", carrier)
    game.apply(Pass())
    wall = uid(game, "Wall", VILLAIN_P)
    game.apply(PlayCard(wall))
    bomb, supporter = hero(game, "Naquadah Chest Bomb"), hero(game, carrier)
    game.apply(ActivateAbility(bomb, 0, stops=(supporter,)))  # the Wall: chosen at once
    assert bomb in game.discard_pile(HERO_P)
    assert supporter in game.discard_pile(HERO_P)
    assert (wall in game.discard_pile(VILLAIN_P)) is blasted
    assert game.pending_decision is None


PERSUS = real("Per'sus (Supreme High Councilor)", SUPPORT, cost=1, skills={C: 3},
              traits=("Tok'ra",))


@pytest.mark.parametrize(("way", "payable"), [("tokra", True), ("culture", True),
                                              ("none", False)])
def test_persus_played_stops_a_tokra_character_or_three_culture(way: str,
                                                                payable: bool) -> None:
    """The Leader (Culture 1) and the Scholar (Culture 3) are ready at first; the Tok'ra
    Aide (no Culture) is in play for the first way."""
    game = begin([PERSUS, TOKRA_AIDE], [], *(["Tok'ra Aide"] if way == "tokra" else []))
    leader, scholar = hero(game, "Fixture Leader"), hero(game, "Fixture Scholar")
    scientist = hero(game, "Fixture Scientist")
    if way == "none":
        for c in (leader, scholar, scientist):
            ops.stop(game, c)
        game._version += 1
    play = PlayCard(hero(game, "Per'sus"))
    assert (play in game.legal_actions()) is payable
    if not payable:
        return
    game.apply(play)
    if way == "tokra":
        game.apply(Choose(0))  # both ways possible: the Tok'ra one
        assert game.status_name(hero(game, "Tok'ra Aide")) == "stopped"  # the only one
        assert game.status_name(scholar) == "ready"
    else:
        game.apply(Choose(leader))  # Culture 1 of 3
        game.apply(Choose(scholar))  # 4: enough
        assert [game.status_name(c) for c in (leader, scholar)] == ["stopped", "stopped"]
        assert game.status_name(scientist) == "ready"
    assert game.pending_decision is None
    assert game.zone_name(hero(game, "Per'sus")) == "in play"


TEYLA = real("Teyla Emmagan (Team Player)", TEAM, cost=4, skills={C: 2, S: 0, B: 2, I: 2},
             traits=("Atlantis",))


@pytest.mark.parametrize(("earned", "asked"), [("Second Libra Place", True),
                                               ("Orion Place", False)])
def test_teyla_emmagan_passes_on_a_glyph_she_already_had(earned: str, asked: bool) -> None:
    from stargate_vcg.engine.stargate import flow

    game = with_member(TEYLA)
    teyla, leader = hero(game, "Teyla Emmagan"), hero(game, "Fixture Leader")
    give(game, "Teyla Emmagan", "Gemini Place")
    if earned == "Second Libra Place":
        give(game, "Teyla Emmagan", "Libra Place")
    ops.stop(game, leader)
    game._version += 1
    mission_ = hero(game, earned)
    ops.earn_glyph(game, mission_, teyla)
    flow.run(game)
    if not asked:
        assert game.pending_decision is None
        return
    game.apply(Choose(leader))
    assert mission_ in game.surface.glyphs(leader)
    game.apply(Choose(0))  # Libra: 3 power for both
    assert game.power(HERO_P) == 9 - 3
    assert game.status_name(leader) == "ready"
    assert game.skill(leader, COMBAT) == 3 + 1


@pytest.mark.parametrize("mode", [0, 1])
def test_teyla_emmagan_declining_to_pay_for_both_chooses_one(mode: int) -> None:
    from stargate_vcg.engine.stargate import flow

    game = with_member(TEYLA)
    teyla, leader = hero(game, "Teyla Emmagan"), hero(game, "Fixture Leader")
    give(game, "Teyla Emmagan", "Libra Place")
    ops.stop(game, leader)
    game._version += 1
    ops.earn_glyph(game, hero(game, "Second Libra Place"), teyla)
    flow.run(game)
    game.apply(Choose(leader))
    game.apply(Decline())  # not 3 power for both
    game.apply(Choose(mode))
    assert game.power(HERO_P) == 9
    assert game.status_name(leader) == ("ready" if mode == 0 else "stopped")
    assert game.skill(leader, COMBAT) == 3 + (1 if mode == 1 else 0)


@pytest.mark.parametrize(("place", "card", "boosts"), [
    ("Orion Place", "Tok'ra Aide", True), ("Orion Place", "Insider Aide", False),
    ("Pisces Place", "Insider Aide", True), ("Gemini Place", "Tok'ra Aide", False)])
def test_jacob_carter_boosted_by_tokra_or_sgc_character_cards(place: str, card: str,
                                                               boosts: bool) -> None:
    from stargate_vcg.engine.stargate import Boost

    game = with_member(JACOB, [TOKRA_AIDE, INSIDER_AIDE])
    jacob = hero(game, "Jacob Carter")
    give(game, "Jacob Carter", place)
    game.apply(Assign(jacob))
    game.apply(Pass())
    boost = Boost(jacob, hero(game, card))
    assert (boost in game.legal_actions()) is boosts
    if boosts:
        game.apply(boost)
        assert hero(game, card) in game.discard_pile(HERO_P)


INSIDER_AIDE = sg_card("Insider Aide", SUPPORT, "Agent", cost=2, skills={B: 1},
                       traits=("SGC",))


SCIENCE_LAB = real("Tok'ra Science Lab", GEAR, cost=3, traits=("Tok'ra",))


@pytest.mark.parametrize("hide", [True, False])
def test_tokra_science_lab_draws_as_its_player_destroys_a_goauld_and_may_hide_a_card(
        hide: bool) -> None:
    game = begin([SCIENCE_LAB, LIANDRA, KIT], [SERPENT], "Tok'ra Science Lab", "Liandra")
    lab, kit = hero(game, "Tok'ra Science Lab"), hero(game, "Kit")
    serpent = uid(game, "Serpent", VILLAIN_P)
    ops.put_in_play(game, serpent)
    game._version += 1
    hand = len(game.hand(HERO_P))
    experience = game.experience(HERO_P)
    game.apply(ActivateAbility(hero(game, "Liandra"), 0, target=serpent))
    game.apply(Choose(0))  # draw a card
    assert len(game.hand(HERO_P)) == hand + 1
    game.apply(Choose(kit) if hide else Decline())  # Goa'uld: 1 power, the lab stopped
    assert (kit in game.surface.beneath(lab)) is hide
    assert game.status_name(lab) == ("stopped" if hide else "ready")
    assert game.experience(HERO_P) == experience + (1 if hide else 0)


def test_tokra_science_lab_ignores_an_adversary_its_player_did_not_destroy() -> None:
    game = begin([SCIENCE_LAB], [SERPENT], "Tok'ra Science Lab")
    serpent = uid(game, "Serpent", VILLAIN_P)
    ops.put_in_play(game, serpent)
    game._version += 1
    ops.destroy(game, serpent)  # by the rules (no card's text)
    from stargate_vcg.engine.stargate import flow

    flow.run(game)
    assert game.pending_decision is None
