"""Bonus Round characters and gear (effects/bonus_round/characters.py), each played: the
text happens, and does not when its condition fails. Fixture printings with the real card
ids; player 0 is the hero of turn 1 (`scenario`)."""

from __future__ import annotations

import pytest
from factories import CRUISER, KIT, MARINE, sg_card
from factories import TEAM as FIXTURE_TEAM
from sg_effect_cards import checked_actions, real
from sg_play import SPARE, TEST_MISSION, hero, legal_of, power_spent, put_in_play, to_next_mission
from test_sg_engine_helpers import HERO_P, VILLAIN_P, B, C, I, S, mission, scenario, uid

from stargate_vcg.cards import Allegiance, CardType, Glyph, Skill, StargateCard
from stargate_vcg.engine.stargate import (
    ActivateAbility,
    Assign,
    Choose,
    Decline,
    Pass,
    PlayCard,
    StargateGame,
    ops,
)
from stargate_vcg.engine.stargate.surface import COMBAT, CULTURE, INGENUITY, SCIENCE

SUPPORT, TEAM, GEAR = CardType.SUPPORT_CHARACTER, CardType.TEAM_CHARACTER, CardType.GEAR

MEURIK = real("Meurik (Governor of Camelot)", SUPPORT, cost=2, skills={C: 2})
REYA = real("Reya Varrick (Galaran Scientist)", SUPPORT, cost=2, skills={S: 2})
THILANA = real("Thilana (Resolute Leader)", SUPPORT, cost=2, skills={I: 2})
VALENCIA = real("Valencia (Aspiring Knight)", SUPPORT, cost=2, skills={B: 2})
ELLIS = real("Abrabam Ellis (Prepared for Battle)", SUPPORT, cost=3, skills={B: 2, I: 1},
             traits=("Atlantis", "SGC"))
BILL_LEE = real("Bill Lee (Man of Science)", SUPPORT, cost=3, skills={C: 1, S: 2},
                traits=("SGC",))
MERLIN = real("Merlin (Living Relic)", SUPPORT, cost=5, skills={S: 3, I: 3},
              traits=("Ancient",))
MILLER = real("Miller (Experienced Pilot)", SUPPORT, cost=3, skills={S: 1, B: 2},
              traits=("Atlantis",))
NAKRYL = real("Nak'ryl (Free Jaffa)", SUPPORT, cost=3, skills={B: 2}, traits=("Jaffa",))
ANTONIUS = real("Antonius (Village Historian)", SUPPORT, cost=4, skills={C: 2, I: 1})
AVA = real("Ava Dixon (Replicated Assistant)", SUPPORT, cost=3, skills={S: 2, I: 1})
INAGO = real("Inago (Filthy Double-Talking Slug)", SUPPORT, cost=3, skills={I: 2},
             traits=("Jaffa",))
AT4 = real("AT4 Rocket Launcher", GEAR, cost=3, traits=("SGC", "Atlantis"))

SWARM = sg_card("Swarm", CardType.OBSTACLE, cost=1, skills={B: 1}, traits=("Replicator",))

pytestmark = pytest.mark.usefixtures(checked_actions.__name__)


def begin(hero: list[StargateCard] | None = None,
          villain: list[StargateCard] | None = None, *in_play: str,
          power: int = 9, first: StargateCard | None = None,
          second: StargateCard | None = None,
          team: list[StargateCard] | None = None) -> StargateGame:
    game = scenario(hero or [], villain or [],
                    missions=[first or TEST_MISSION,
                              second or SPARE, *GLYPHS.values(),
                              SECOND_LIBRA],
                    hero_team=team, power=power, pad=30)
    return put_in_play(game, *in_play)


def give(game: StargateGame, character: str, *places: str) -> None:
    for place in places:
        ops.place_glyph(game, hero(game, place), hero(game, character))
    game._version += 1


GLYPHS = {g: mission(f"{g.value.title()} Place", C, 3, glyph=g)
          for g in (Glyph.LIBRA, Glyph.ORION, Glyph.PISCES, Glyph.SCORPIUS, Glyph.GEMINI,
                    Glyph.TRIANGULUM)}
SECOND_LIBRA = mission("Second Libra Place", C, 3, glyph=Glyph.LIBRA)


# --- turning an obstacle face down ------------------------------------------------------------


@pytest.mark.parametrize(("card", "skill"), [(MEURIK, C), (REYA, S), (THILANA, I),
                                             (VALENCIA, B)], ids=lambda x: str(x)[:12])
@pytest.mark.parametrize("pay", [True, False])
def test_played_may_stop_and_pay_to_turn_an_obstacle_face_down(
        card: StargateCard, skill: Skill, pay: bool) -> None:
    wall = sg_card("Wall", CardType.OBSTACLE, cost=1, skills={skill: 1})
    game = begin([card], [wall], first=mission("Test Mission", skill, 3))
    game.apply(Pass())
    obstacle = uid(game, "Wall", VILLAIN_P)
    game.apply(PlayCard(obstacle))
    game.apply(PlayCard(hero(game, card.title)))
    game.apply(Choose(0) if pay else Decline())
    assert (obstacle in game.state.obstacles) is not pay
    assert game.status_name(hero(game, card.title)) == ("stopped" if pay else "ready")
    assert game.power(HERO_P) == 9 - 2 - (2 if pay else 0)


def test_valencia_asks_nothing_without_a_combat_obstacle() -> None:
    game = begin([VALENCIA])
    game.apply(PlayCard(hero(game, "Valencia")))
    assert game.pending_decision is None


# --- a mission's skill changed -------------------------------------------------------------


@pytest.mark.parametrize(("card", "skill"), [(ELLIS, COMBAT), (BILL_LEE, SCIENCE)],
                         ids=["Ellis", "Bill Lee"])
@pytest.mark.parametrize("pay", [True, False])
def test_destroyed_as_a_mission_is_played_to_change_its_skill(card: StargateCard, skill: int,
                                                              pay: bool) -> None:
    game = begin([card], [], card.title, second=mission("Next Mission", I, 3))
    game.apply(Pass())
    game.apply(Pass())
    to_next_mission(game)
    game.apply(Choose(0) if pay else Decline())
    assert game.surface.mission_skills() == ((skill,) if pay else (INGENUITY,))
    assert (game.zone_name(hero(game, card.title)) == "discard") is pay


# --- abilities -------------------------------------------------------------------------------


def test_merlin_living_relic_played_stops_himself() -> None:
    game = begin([MERLIN], power=9)
    game.apply(PlayCard(hero(game, "Merlin")))
    assert game.status_name(hero(game, "Merlin")) == "stopped"


@pytest.mark.parametrize("obstacles", [True, False])
def test_merlin_living_relic_destroys_all_obstacles(obstacles: bool) -> None:
    wall = sg_card("Wall", CardType.OBSTACLE, cost=1, skills={B: 1})
    game = begin([MERLIN], [wall, SWARM], "Merlin")
    if obstacles:
        for title in ("Wall", "Swarm"):
            game.apply(Pass())
            game.apply(PlayCard(uid(game, title, VILLAIN_P)))
    use = ActivateAbility(hero(game, "Merlin"), 0)
    assert (use in game.legal_actions()) is obstacles
    if obstacles:
        game.apply(use)
        assert game.state.obstacles == []


@pytest.mark.parametrize("pay", [True, False])
def test_miller_success_may_pay_to_ready_a_hero_ship(pay: bool) -> None:
    game = begin([MILLER, CRUISER], [], "Miller", "Cruiser",
                 first=mission("Test Mission", B, 1))
    cruiser = hero(game, "Cruiser")
    ops.stop(game, cruiser)
    game._version += 1
    game.apply(Assign(hero(game, "Miller")))
    game.apply(Pass())
    game.apply(Pass())
    game.apply(Choose(0) if pay else Decline())
    assert game.status_name(cruiser) == ("ready" if pay else "stopped")


@pytest.mark.parametrize("jaffa", [True, False])
def test_nakryl_gives_another_jaffa_character_skills(jaffa: bool) -> None:
    team = None if jaffa else [c for c in FIXTURE_TEAM if c.title != "Fixture Warrior"] + [
        sg_card("Pilot", TEAM, "Flyer", cost=3, skills={C: 1, S: 1, B: 1, I: 1})]
    game = begin([NAKRYL], [], "Nak'ryl", team=team)
    nakryl = hero(game, "Nak'ryl")
    uses = legal_of(game, ActivateAbility, nakryl)
    assert bool(uses) is jaffa
    if jaffa:
        warrior = hero(game, "Fixture Warrior")
        game.apply(ActivateAbility(nakryl, 0, target=warrior))
        assert game.skill(warrior, COMBAT) == 3 + 1
        assert game.zone_name(nakryl) == "discard"


def test_antonius_unblocks_each_team_character() -> None:
    game = begin([ANTONIUS], [], "Antonius")
    leader = hero(game, "Fixture Leader")
    ops.block(game, leader)
    game._version += 1
    assert Assign(leader) not in game.legal_actions()
    game.apply(ActivateAbility(hero(game, "Antonius"), 0))
    assert not game.is_blocked(leader)
    game.apply(Pass())  # the villain's turn to act
    assert Assign(leader) in game.legal_actions()


@pytest.mark.parametrize("swarm", [True, False])
def test_ava_dixon_gets_skills_per_two_replicator_cards(swarm: bool) -> None:
    game = begin([AVA], [SWARM], "Ava Dixon")
    if swarm:
        game.apply(Pass())
        game.apply(PlayCard(uid(game, "Swarm", VILLAIN_P)))
    assert game.skill(hero(game, "Ava Dixon"), SCIENCE) == 2 + (1 if swarm else 0)


@pytest.mark.parametrize(("card", "gear"), [("Kit", True), ("Cruiser", False)])
def test_inago_stronger_once_a_gear_was_played_this_turn(card: str, gear: bool) -> None:
    game = begin([INAGO, KIT, CRUISER], [], "Inago")
    game.apply(PlayCard(hero(game, card)))
    inago = hero(game, "Inago")
    assert (game.skill(inago, CULTURE) or 0) == (1 if gear else 0)


@pytest.mark.parametrize("obstacle", [True, False])
def test_at4_rocket_launcher_destroys_an_obstacle(obstacle: bool) -> None:
    wall = sg_card("Wall", CardType.OBSTACLE, cost=1, skills={B: 1})
    game = begin([AT4], [wall], "AT4 Rocket Launcher")
    launcher = hero(game, "AT4 Rocket Launcher")
    wall_uid = uid(game, "Wall", VILLAIN_P)
    if obstacle:
        game.apply(Pass())
        game.apply(PlayCard(wall_uid))
    use = ActivateAbility(launcher, 0, target=wall_uid)
    assert (use in game.legal_actions()) is obstacle
    if obstacle:
        game.apply(use)
        assert game.zone_name(wall_uid) == "discard"
        assert game.power(HERO_P) == 9 - 3


# --- team characters -------------------------------------------------------------------------

THOR = real("Thor (Asgard Leader)", TEAM, cost=3, skills={C: 3, S: 3, B: 0, I: 1},
            traits=("Asgard",))
BRATAC = real("Bra'tac (Influential Council Member)", TEAM, cost=5,
              skills={C: 2, S: 0, B: 2, I: 2}, traits=("Jaffa",))
DAVIS = real("Paul Davis (Trustworthy Negotiator)", TEAM, cost=5,
             skills={C: 2, S: 1, B: 1, I: 2}, traits=("SGC",))
BRECKER = real("Joel Brecker (Technical Sergeant)", TEAM, cost=5,
               skills={C: 0, S: 2, B: 2, I: 1}, traits=("SGC",))
BATES = real("Bates (Special Agent)", TEAM, cost=4, skills={C: 1, S: 1, B: 2, I: 2},
             traits=("NID",))
TASEEM = real("Ta'seem (Symbiote Extraction Specialist)", TEAM, cost=5,
              skills={C: 2, S: 2, B: 0, I: 1}, traits=("Tok'ra",))

ASGARD_KIT = sg_card("Asgard Kit", GEAR, cost=2, traits=("Asgard",))
MEMO = sg_card("Memo", CardType.OBSTACLE, cost=1, skills={B: 1}, traits=("Political",))
BIG_WALL = sg_card("Big Wall", CardType.OBSTACLE, cost=4, skills={B: 1})
SNAKE = sg_card("Snake", CardType.ADVERSARY, "Lord", cost=2, skills={B: 1}, revive=2,
                traits=("Goa'uld",), allegiance=Allegiance.VILLAIN)


def with_member(member: StargateCard, hero_cards: list[StargateCard] | None = None,
                villain_cards: list[StargateCard] | None = None) -> StargateGame:
    """`member` instead of the Fixture Scientist (the hero's team stays worth less than
    the villain's: the hero goes first)."""
    team = [member, *(c for c in FIXTURE_TEAM if c.title != "Fixture Scientist")]
    return begin(hero_cards, villain_cards, team=team)


@pytest.mark.parametrize("gemini", [True, False])
def test_thor_gemini_makes_asgard_gear_cheaper(gemini: bool) -> None:
    game = with_member(THOR, [ASGARD_KIT])
    if gemini:
        give(game, "Thor", "Gemini Place")
    game.apply(PlayCard(hero(game, "Asgard Kit")))
    assert game.power(HERO_P) == 9 - 2 + (1 if gemini else 0)


@pytest.mark.parametrize("shared", [True, False])
def test_bratac_influential_libra_gives_glyph_sharers_ingenuity(shared: bool) -> None:
    game = with_member(BRATAC)
    give(game, "Bra'tac", "Libra Place")
    give(game, "Fixture Leader", "Second Libra Place" if shared else "Orion Place")
    assert game.skill(hero(game, "Fixture Leader"), INGENUITY) == 2 + (1 if shared else 0)
    assert game.skill(hero(game, "Bra'tac"), INGENUITY) == 2


@pytest.mark.parametrize("political", [True, False])
def test_paul_davis_stronger_with_a_political_card_at_the_mission(political: bool) -> None:
    game = with_member(DAVIS, [], [MEMO])
    give(game, "Paul Davis", "Gemini Place")
    if political:
        game.apply(Pass())
        game.apply(PlayCard(uid(game, "Memo", VILLAIN_P)))
    davis = hero(game, "Paul Davis")
    assert game.skill(davis, CULTURE) == 2 + (1 if political else 0)
    assert game.skill(davis, INGENUITY) == 2 + (1 if political else 0)


@pytest.mark.parametrize(("card", "gain"), [("Big Wall", 1), ("Memo", 0)])
def test_joel_brecker_libra_gains_as_a_dear_villain_card_is_played(card: str,
                                                                   gain: int) -> None:
    game = with_member(BRECKER, [], [MEMO, BIG_WALL])
    give(game, "Joel Brecker", "Libra Place")
    game.apply(Pass())
    game.apply(PlayCard(uid(game, card, VILLAIN_P)))
    assert game.power(HERO_P) == 9 + gain


@pytest.mark.parametrize("both", [True, False])
def test_joel_brecker_orion_and_pisces_make_cheap_villain_cards_dearer(both: bool) -> None:
    game = with_member(BRECKER, [], [MEMO])
    give(game, "Joel Brecker", "Orion Place", *(["Pisces Place"] if both else []))
    game.apply(Pass())
    game.apply(PlayCard(uid(game, "Memo", VILLAIN_P)))
    assert game.power(VILLAIN_P) == 9 - 1 - (1 if both else 0)


@pytest.mark.parametrize("scorpius", [True, False])
def test_bates_assigned_takes_back_a_cheap_gear(scorpius: bool) -> None:
    game = with_member(BATES, [KIT])
    kit = hero(game, "Kit")
    ops.discard_from_hand(game, kit)
    give(game, "Bates", "Scorpius Place" if scorpius else "Orion Place")
    game.apply(Assign(hero(game, "Bates")))
    if scorpius:
        game.apply(Choose(kit))
    assert (kit in game.hand(HERO_P)) is scorpius


@pytest.mark.parametrize("libra", [True, False])
def test_taseem_libra_science_and_dearer_goauld_adversaries(libra: bool) -> None:
    game = with_member(TASEEM, [], [SNAKE])
    if libra:
        give(game, "Ta'seem", "Libra Place")
    assert game.skill(hero(game, "Ta'seem"), SCIENCE) == 2 + (1 if libra else 0)
    game.apply(Pass())
    game.apply(PlayCard(uid(game, "Snake", VILLAIN_P)))
    assert game.power(VILLAIN_P) == 9 - 2 - (1 if libra else 0)


# --- batch 3 -------------------------------------------------------------------------------

ALEXI = real("Alexi Vaselov (Heroic Colonel)", SUPPORT, cost=3, skills={B: 3, I: 2},
             traits=("Russian",))
SETAK = real("Se'tak (Iron-Fisted Jaffa Leader)", SUPPORT, cost=4, skills={B: 2, I: 2},
             traits=("Jaffa",))
CHLOE = real("Chloe Armstrong (Center of Attention)", TEAM, cost=4,
             skills={C: 2, S: 1, B: 0, I: 2}, traits=("Destiny",))
REIMER = real("Reimer (Exhausted Scientist)", TEAM, cost=3, skills={C: 2, S: 3, B: 0, I: 1},
              traits=("SGC",))
SERPENT = sg_card("Serpent", CardType.ADVERSARY, "Guard", cost=1, skills={B: 1}, revive=2,
                  allegiance=Allegiance.VILLAIN)
TRIANGULUM_TWO = mission("Second Triangulum Place", C, 3, glyph=Glyph.TRIANGULUM)


def _serpent_assigned(game: StargateGame) -> int:
    serpent = uid(game, "Serpent", VILLAIN_P)
    game.apply(PlayCard(serpent))
    game.apply(Pass())
    game.apply(Assign(serpent))
    return serpent


@pytest.mark.parametrize("pay", [True, False])
def test_alexi_vaselov_destroyed_at_mission_end_unless_paid(pay: bool) -> None:
    game = begin([ALEXI], [], "Alexi Vaselov", first=mission("Test Mission", B, 1))
    alexi = hero(game, "Alexi Vaselov")
    game.apply(Assign(alexi))
    game.apply(Pass())
    game.apply(Pass())
    game.apply(Choose(0) if pay else Decline())
    assert game.zone_name(alexi) == ("in play" if pay else "discard")


@pytest.mark.parametrize("assigned", [True, False])
def test_alexi_vaselov_assigned_returns_an_assigned_adversary(assigned: bool) -> None:
    game = begin([ALEXI], [SERPENT], "Alexi Vaselov")
    alexi = hero(game, "Alexi Vaselov")
    if assigned:
        game.apply(Assign(alexi))
    else:
        game.apply(Pass())
    serpent = _serpent_assigned(game)
    use = ActivateAbility(alexi, 0, target=serpent)
    assert (use in game.legal_actions()) is assigned
    if assigned:
        game.apply(use)
        assert serpent in game.hand(VILLAIN_P)


@pytest.mark.parametrize("pay", [True, False])
def test_setak_assigned_trades_a_support_for_the_adversary(pay: bool) -> None:
    game = begin([SETAK, MARINE], [SERPENT], "Se'tak", "Marine")
    game.apply(Assign(hero(game, "Marine")))
    serpent = _serpent_assigned(game)
    game.apply(Assign(hero(game, "Se'tak")))
    game.apply(Choose(0) if pay else Decline())
    assert (game.zone_name(hero(game, "Marine")) == "discard") is pay
    assert (game.zone_name(serpent) == "discard") is pay


@pytest.mark.parametrize("both", [True, False])
def test_chloe_armstrong_two_triangulum_stronger_per_assigned_team_character(
        both: bool) -> None:
    game = scenario([], [], missions=[TEST_MISSION,
                                      SPARE, *GLYPHS.values(),
                                      TRIANGULUM_TWO],
                    hero_team=[CHLOE, *(c for c in FIXTURE_TEAM
                                        if c.title != "Fixture Scientist")],
                    power=9, pad=30)
    give(game, "Chloe Armstrong", "Triangulum Place",
         *(["Second Triangulum Place"] if both else []))
    chloe = hero(game, "Chloe Armstrong")
    game.apply(Assign(chloe))
    game.apply(Pass())
    game.apply(Assign(hero(game, "Fixture Leader")))
    assert game.skill(chloe, CULTURE) == 2 + (1 if both else 0)


@pytest.mark.parametrize("glyph", [True, False])
def test_reimer_readies_himself_and_is_incapacitated_at_turn_end(glyph: bool) -> None:
    game = begin(team=[REIMER, *(c for c in FIXTURE_TEAM if c.title != "Fixture Scientist")])
    reimer = hero(game, "Reimer")
    ops.stop(game, reimer)
    game._version += 1
    if glyph:
        give(game, "Reimer", "Scorpius Place")
    use = ActivateAbility(reimer, 0)
    assert (use in game.legal_actions()) is glyph
    if glyph:
        game.apply(use)
        assert game.status_name(reimer) == "ready"
        assert game.power(HERO_P) == 9 - 2
        from stargate_vcg.engine.stargate import Stop

        game.apply(Pass())
        game.apply(Pass())
        while game.phase != "deciding to continue":
            game.apply(game.legal_actions()[0])
        game.apply(Stop())
        assert game.status_name(reimer) == "incapacitated"


SCOTT = real("Matthew Scott (Protector)", TEAM, cost=4, skills={C: 1, S: 1, B: 2, I: 2},
             traits=("Destiny",))
NOVAK = real("Lindsey Novak (Daedalus Engineer)", TEAM, cost=4,
             skills={C: 1, S: 3, B: 0, I: 2}, traits=("Atlantis", "SGC"))


def _team_with(member: StargateCard) -> list[StargateCard]:
    return [member, *(c for c in FIXTURE_TEAM if c.title != "Fixture Scientist")]


@pytest.mark.parametrize("libra", [True, False])
def test_matthew_scott_readies_another_assigned_character(libra: bool) -> None:
    game = begin(team=_team_with(SCOTT))
    if libra:
        give(game, "Matthew Scott", "Libra Place")
    leader = hero(game, "Fixture Leader")
    game.apply(Assign(leader))
    game.apply(Pass())
    use = ActivateAbility(hero(game, "Matthew Scott"), 0, target=leader)
    assert (use in game.legal_actions()) is libra
    if libra:
        game.apply(use)
        assert game.status_name(leader) == "ready"
        assert game.power(HERO_P) == 9 - 2


@pytest.mark.parametrize("both", [True, False])
def test_matthew_scott_libra_and_triangulum_ready_a_stopped_character(both: bool) -> None:
    game = begin(team=_team_with(SCOTT))
    give(game, "Matthew Scott", "Libra Place", *(["Triangulum Place"] if both else []))
    warrior = hero(game, "Fixture Warrior")  # stopped as the game is set up
    use = ActivateAbility(hero(game, "Matthew Scott"), 1, target=warrior)
    assert (use in game.legal_actions()) is both
    if both:
        game.apply(use)
        assert game.status_name(warrior) == "ready"


@pytest.mark.parametrize("support", [True, False])
def test_matthew_scott_abilities_cost_one_less_on_a_support_character(support: bool) -> None:
    game = begin([MARINE], [], "Marine", team=_team_with(SCOTT), power=1)
    give(game, "Matthew Scott", "Libra Place")
    target = hero(game, "Marine" if support else "Fixture Leader")  # not Destiny
    game.apply(Assign(target))
    game.apply(Pass())
    use = ActivateAbility(hero(game, "Matthew Scott"), 0, target=target)
    assert (use in game.legal_actions()) is support  # 2 - 1 power, or 2 of 1
    if support:
        game.apply(use)
        assert game.power(HERO_P) == 0
        assert game.status_name(target) == "ready"


@pytest.mark.parametrize("gemini", [True, False])
def test_lindsey_novak_adds_firepower_per_glyph_with_a_hero_ship(gemini: bool) -> None:
    from stargate_vcg.engine.stargate import values

    game = begin([CRUISER], [], "Cruiser", team=_team_with(NOVAK))
    give(game, "Lindsey Novak", "Gemini Place" if gemini else "Orion Place", "Libra Place")
    cruiser = hero(game, "Cruiser")
    game.apply(Assign(cruiser))
    game.apply(Pass())
    game.apply(Assign(hero(game, "Lindsey Novak")))
    assert values.firepower(game, cruiser) == 2 + (2 if gemini else 0)


CARPENTER = real("Paul Carpenter (French Ambassador)", SUPPORT, cost=4, skills={C: 3})


@pytest.mark.parametrize("obstacle", [True, False])
def test_paul_carpenter_makes_an_obstacle_political(obstacle: bool) -> None:
    wall = sg_card("Wall", CardType.OBSTACLE, cost=1, skills={B: 1})
    game = begin([CARPENTER, KIT], [wall], "Paul Carpenter")
    wall_uid = uid(game, "Wall", VILLAIN_P)
    if obstacle:
        game.apply(Pass())
        game.apply(PlayCard(wall_uid))
    kit = hero(game, "Kit")
    use = ActivateAbility(hero(game, "Paul Carpenter"), 0, discards=(kit,), target=wall_uid)
    assert (use in game.legal_actions()) is obstacle
    if obstacle:
        hand = len(game.hand(HERO_P))
        game.apply(use)
        assert game.surface.has_trait(wall_uid, "Political")
        assert len(game.hand(HERO_P)) == hand - 1 + 1


REDDEN = real("Redden (Area 51 Xenobiologist)", SUPPORT, cost=3, skills={C: 1, S: 2},
              traits=("NID",))
FEVER = sg_card("Fever", CardType.OBSTACLE, cost=1, skills={S: 2}, traits=("Disease",))


@pytest.mark.parametrize("discard", [True, False])
def test_redden_assigned_may_discard_to_make_disease_obstacles_dearer(discard: bool) -> None:
    game = begin([REDDEN, KIT], [FEVER], "Redden", first=mission("Test Mission", S, 3))
    game.apply(Assign(hero(game, "Redden")))
    game.apply(Choose(0) if discard else Decline())
    if discard:
        game.apply(Choose(hero(game, "Kit")))
    game.apply(PlayCard(uid(game, "Fever", VILLAIN_P)))
    assert game.power(VILLAIN_P) == 9 - 1 - (1 if discard else 0)


RENAL = real("Ren'al (Tok'ra Councillor)", SUPPORT, cost=4, skills={C: 1, S: 2},
             traits=("Tok'ra",))
TRANSPORTER = real("Ancient Transporter", GEAR, cost=2, traits=("Ancient",))
BIG_KIT = sg_card("Big Kit", GEAR, cost=3)


@pytest.mark.parametrize("discard", [True, False])
def test_renal_success_trades_a_hero_card_for_a_cheaper_one(discard: bool) -> None:
    game = begin([RENAL, BIG_KIT, KIT], [], "Ren'al", first=mission("Test Mission", S, 1))
    kit = hero(game, "Kit")
    ops.discard_from_hand(game, kit)
    game.apply(Assign(hero(game, "Ren'al")))
    game.apply(Pass())
    game.apply(Pass())
    big = hero(game, "Big Kit")
    if discard:
        game.apply(Choose(big))
    else:
        game.apply(Decline())
    assert (kit in game.hand(HERO_P)) is discard
    assert (big in game.hand(HERO_P)) is not discard


@pytest.mark.parametrize("bottom", [True, False])
def test_ancient_transporter_may_put_the_top_mission_on_the_bottom(bottom: bool) -> None:
    game = begin([TRANSPORTER], [], "Ancient Transporter")
    top = game.surface.mission_pile_top(HERO_P)
    game.apply(ActivateAbility(hero(game, "Ancient Transporter"), 0))
    game.apply(Choose(top) if bottom else Decline())
    assert (game.surface.mission_pile_top(HERO_P) == top) is not bottom
    assert game.power(HERO_P) == 9 - 1


BOREL = real("Bo'rel (Search Party Commander)", TEAM, cost=4,
             skills={C: 1, S: 0, B: 2, I: 3}, traits=("Jaffa",))


@pytest.mark.parametrize("gemini", [True, False])
def test_borel_gets_combat_per_ship_beneath_him(gemini: bool) -> None:
    game = begin([CRUISER], team=_team_with(BOREL))
    give(game, "Bo'rel", "Gemini Place" if gemini else "Orion Place")
    borel = hero(game, "Bo'rel")
    ops.place_beneath(game, hero(game, "Cruiser"), borel)
    game._version += 1
    assert game.skill(borel, COMBAT) == 2 + (1 if gemini else 0)


JACEK = real("Jacek (Con Artist)", SUPPORT, cost=4, skills={C: 1, I: 2})


@pytest.mark.parametrize("hero_on_top", [True, False])
def test_jacek_assigned_drains_one_and_gains_for_a_hero_card(hero_on_top: bool) -> None:
    evil = sg_card("Evil Plan", CardType.OBSTACLE, cost=9, skills={B: 1})
    game = begin([JACEK, KIT, evil], [], "Jacek", first=mission("Test Mission", I, 3))
    top = hero(game, "Kit" if hero_on_top else "Evil Plan")
    game.surface.put_on_deck(top)
    game._version += 1
    jacek = hero(game, "Jacek")
    game.apply(Assign(jacek))
    game.apply(Choose(0))
    assert game.zone_name(top) == "discard"
    assert game.skill(jacek, INGENUITY) == 2 + (1 if hero_on_top else 0)


@pytest.mark.parametrize("bottom", [True, False])
def test_jacek_looks_at_the_top_card_and_may_put_it_on_the_bottom(bottom: bool) -> None:
    game = begin([JACEK], [], "Jacek")
    top = game.surface.deck_top(HERO_P)
    game.apply(ActivateAbility(hero(game, "Jacek"), 0))
    game.apply(Choose(top) if bottom else Decline())
    assert (game.surface.deck_top(HERO_P) == top) is not bottom
    assert game.power(HERO_P) == 9 - 1


# --- session 7 sp-cards10 ------------------------------------------------------------------

FISCHER = real("Fischer (Ori Plague Carrier)", SUPPORT, cost=2, skills={B: 2, I: 2},
               traits=("SGC",))
DAVIDSON = real("Ian Davidson (Odyssey Commander)", SUPPORT, cost=5, skills={S: 2, B: 3},
                traits=("SGC",))
BRIDGE = real("Destiny's Bridge", GEAR, cost=3, traits=("Destiny", "Ancient"))
PLAGUE = sg_card("Plague", CardType.OBSTACLE, cost=2, skills={B: 1}, traits=("Disease",))
HIVE_SHIP = sg_card("Hive Ship", CardType.SHIP, cost=1, firepower=1,
                    allegiance=Allegiance.VILLAIN)


@pytest.mark.parametrize("glyph", [True, False])
def test_chloe_armstrong_triangulum_stops_her_for_cheaper_support_characters(
        glyph: bool) -> None:
    game = begin([MARINE, MEDIC], team=_team_with(CHLOE))
    if glyph:
        give(game, "Chloe Armstrong", "Triangulum Place")
    chloe = hero(game, "Chloe Armstrong")
    use = ActivateAbility(chloe, 0)
    assert (use in game.legal_actions()) is glyph
    if not glyph:
        return
    game.apply(use)
    assert game.status_name(chloe) == "stopped"
    game.apply(Pass())
    game.apply(PlayCard(hero(game, "Marine")))
    assert game.power(HERO_P) == 9  # Marine: 1 - 1
    ops.ready(game, chloe)
    game._version += 1
    game.apply(Pass())
    assert ActivateAbility(chloe, 0) not in game.legal_actions()  # once each turn


MEDIC = sg_card("Medic", SUPPORT, "Nurse", cost=2, skills={B: 1})


@pytest.mark.parametrize("both", [True, False])
def test_reimer_pisces_and_scorpius_a_second_use_each_turn(both: bool) -> None:
    game = begin(team=[REIMER, *(c for c in FIXTURE_TEAM if c.title != "Fixture Scientist")])
    reimer = hero(game, "Reimer")
    ops.stop(game, reimer)
    game._version += 1
    give(game, "Reimer", "Scorpius Place", *(["Pisces Place"] if both else []))
    game.apply(ActivateAbility(reimer, 0))
    assert game.power(HERO_P) == 9 - (1 if both else 2)  # the first use: 1 cheaper
    ops.stop(game, reimer)
    game._version += 1
    game.apply(Pass())
    again = ActivateAbility(reimer, 0)
    assert (again in game.legal_actions()) is both
    if both:
        game.apply(again)
        assert game.power(HERO_P) == 9 - 1 - 2
        assert game.status_name(reimer) == "ready"


@pytest.mark.parametrize("both", [True, False])
def test_reimer_pisces_and_scorpius_first_use_affordable_with_one_power_less(
        both: bool) -> None:
    game = begin(team=[REIMER, *(c for c in FIXTURE_TEAM if c.title != "Fixture Scientist")],
                 power=1)
    reimer = hero(game, "Reimer")
    ops.stop(game, reimer)
    game._version += 1
    give(game, "Reimer", "Scorpius Place", *(["Pisces Place"] if both else []))
    use = ActivateAbility(reimer, 0)
    assert (use in game.legal_actions()) is both
    if both:
        game.apply(use)
        assert game.power(HERO_P) == 0


@pytest.mark.parametrize("assigned", [True, False])
def test_taseem_assigned_raises_revive_costs_per_different_glyph(assigned: bool) -> None:
    game = with_member(TASEEM, [], [SERPENT])
    give(game, "Ta'seem", "Gemini Place", "Pisces Place")
    if assigned:
        game.apply(Assign(hero(game, "Ta'seem")))
    else:
        game.apply(Pass())
    serpent = uid(game, "Serpent", VILLAIN_P)
    game.apply(PlayCard(serpent))
    game.apply(Pass())
    game.apply(Assign(serpent))
    while game.phase == "performing actions":
        game.apply(Pass())
    if game.pending_decision is not None:
        game.apply(Decline())
    from stargate_vcg.engine.stargate.actions import Revive

    deck = game.surface.deck_size(VILLAIN_P)
    if assigned:  # Combat 3 + 1 of 0: the mission fails
        game.apply(Revive(serpent))
        assert deck - game.surface.deck_size(VILLAIN_P) == 2 + 2
    else:
        game.apply(Revive(serpent))
        assert deck - game.surface.deck_size(VILLAIN_P) == 2


@pytest.mark.parametrize("both", [True, False])
def test_taseem_libra_and_orion_assigning_an_adversary_drains_per_glyph(both: bool) -> None:
    game = with_member(TASEEM, [], [SERPENT])
    give(game, "Ta'seem", "Libra Place", *(["Orion Place"] if both else []))
    game.apply(Pass())
    serpent = uid(game, "Serpent", VILLAIN_P)
    game.apply(PlayCard(serpent))
    game.apply(Pass())
    deck = game.surface.deck_size(VILLAIN_P)
    game.apply(Assign(serpent))
    assert deck - game.surface.deck_size(VILLAIN_P) == (2 if both else 0)


@pytest.mark.parametrize("mode", [0, 1])
def test_borel_earning_a_glyph_destroys_a_villain_ship_or_takes_one_beneath(mode: int) -> None:
    """A villain ship in play and another in the opponent's discard pile: he chooses."""
    from stargate_vcg.engine.stargate import flow

    game = begin([], [HIVE_SHIP, DART], team=_team_with(BOREL))
    ship, wreck = uid(game, "Hive Ship", VILLAIN_P), uid(game, "Dart", VILLAIN_P)
    ops.put_in_play(game, ship)
    ops.to_discard(game, wreck)
    game._version += 1
    borel = hero(game, "Bo'rel")
    ops.earn_glyph(game, hero(game, "Orion Place"), borel)
    flow.run(game)
    game.apply(Choose(0))  # he may choose one
    game.apply(Choose(mode))  # one card each way: chosen at once
    assert game.pending_decision is None
    assert (ship in game.discard_pile(VILLAIN_P)) is (mode == 0)
    assert game.surface.beneath(borel) == (() if mode == 0 else (wreck,))


DART = sg_card("Dart", CardType.SHIP, cost=1, firepower=1, allegiance=Allegiance.VILLAIN)


def test_borel_earning_a_glyph_may_choose_nothing() -> None:
    from stargate_vcg.engine.stargate import flow

    game = begin([], [HIVE_SHIP], team=_team_with(BOREL))
    ship = uid(game, "Hive Ship", VILLAIN_P)
    ops.put_in_play(game, ship)
    game._version += 1
    ops.earn_glyph(game, hero(game, "Orion Place"), hero(game, "Bo'rel"))
    flow.run(game)
    game.apply(Decline())
    assert ship in game.in_play(VILLAIN_P)


@pytest.mark.parametrize("owner", [VILLAIN_P, HERO_P])
def test_fischer_an_adversary_on_his_owners_villain_turn_destroyed_at_its_end(
        owner: int) -> None:
    from stargate_vcg.engine.stargate import Stop

    hero_cards, villain_cards = ([], [FISCHER, PLAGUE]) if owner == VILLAIN_P else (
        [FISCHER], [PLAGUE])
    game = begin(hero_cards, villain_cards)
    fischer = uid(game, "Fischer", owner)
    ops.put_in_play(game, fischer)
    game._version += 1
    assert game.surface.is_adversary(fischer) is (owner == VILLAIN_P)
    game.apply(Pass())
    spent = power_spent(game, VILLAIN_P, PlayCard(uid(game, "Plague", VILLAIN_P)))
    assert spent == 1  # either way: his first text has no turn
    if owner == VILLAIN_P:
        assert Assign(fischer) not in game.legal_actions()
    while game.phase == "performing actions":
        game.apply(Pass())
    while game.phase != "deciding to continue":
        game.apply(game.legal_actions()[0])
    game.apply(Stop())
    while game.pending_decision is not None or game.phase not in ("performing actions",):
        if game.state.turn > 1 and game.phase == "performing actions":
            break
        game.apply(game.legal_actions()[0])
    assert (fischer in game.discard_pile(owner)) is (owner == VILLAIN_P)


@pytest.mark.parametrize("pay", [True, False])
def test_ian_davidson_victory_may_pay_and_discard_to_destroy_an_adversary(pay: bool) -> None:
    game = begin([DAVIDSON, CRUISER, KIT], [SERPENT])
    davidson, cruiser = hero(game, "Ian Davidson"), hero(game, "Cruiser")
    serpent = uid(game, "Serpent", VILLAIN_P)
    for card in (davidson, cruiser):
        ops.put_in_play(game, card)
    game._version += 1
    game.apply(Assign(davidson))
    game.apply(PlayCard(serpent))
    game.apply(Assign(cruiser))
    game.apply(Assign(serpent))
    game.apply(Pass())
    game.apply(Pass())
    before = game.power(HERO_P)
    game.apply(Choose(0) if pay else Decline())
    if pay:
        game.apply(Choose(hero(game, "Kit")))  # the Serpent, the only one: chosen at once
    assert (serpent in game.discard_pile(VILLAIN_P)) is pay
    assert (hero(game, "Kit") in game.discard_pile(HERO_P)) is pay
    assert before - game.power(HERO_P) == (2 if pay else 0)


@pytest.mark.parametrize("ship", [True, False])
def test_destinys_bridge_blocks_a_team_character_for_his_ingenuity_in_firepower(
        ship: bool) -> None:
    from stargate_vcg.engine.stargate import values

    game = begin([BRIDGE, CRUISER], [], "Destiny's Bridge", *(["Cruiser"] if ship else []))
    bridge, leader = hero(game, "Destiny's Bridge"), hero(game, "Fixture Leader")
    cruiser = hero(game, "Cruiser")
    use = ActivateAbility(bridge, 0, blocks=(leader,), target=cruiser)
    assert (use in game.legal_actions()) is ship
    if ship:
        game.apply(use)
        assert game.surface.is_blocked(leader)
        assert values.firepower(game, cruiser) == 2 + 2  # the Leader's Ingenuity


POD = real("Virtual Reality Stasis Pod", GEAR, cost=4, traits=("Ancient",))
SWORD = real("The Sword in the Stone", GEAR, cost=4, traits=("Ancient",))


@pytest.mark.parametrize("scored", [True, False])
def test_virtual_reality_stasis_pod_holds_a_scored_adversary_until_destroyed(
        scored: bool) -> None:
    from stargate_vcg.engine.stargate import values

    game = begin([POD], [SERPENT])
    pod, serpent = hero(game, "Virtual Reality Stasis Pod"), uid(game, "Serpent", VILLAIN_P)
    if scored:
        ops.to_score_pile(game, serpent)
        game._version += 1
    game.apply(PlayCard(pod))  # the Serpent, the only one: chosen at once
    assert game.pending_decision is None
    assert (serpent in game.surface.beneath(pod)) is scored
    assert values.score_total(game, VILLAIN_P) == 0
    ops.destroy(game, pod)
    from stargate_vcg.engine.stargate import flow

    flow.run(game)
    assert (serpent in game.surface.score_pile(VILLAIN_P)) is scored
    assert values.score_total(game, VILLAIN_P) == (1 if scored else 0)


@pytest.mark.parametrize("wins", [True, False])
def test_the_sword_in_the_stone_hardens_the_mission_and_on_success_gives_experience(
        wins: bool) -> None:
    game = begin([SWORD], [], "The Sword in the Stone",
                 first=mission("Easy Mission", B, 1) if wins else mission("Hard", B, 20))
    sword, leader = hero(game, "The Sword in the Stone"), hero(game, "Fixture Leader")
    game.apply(ActivateAbility(sword, 0))
    assert game.mission_difficulty() == (1 if wins else 20) + 1
    game.apply(Pass())
    game.apply(Assign(leader))
    before = game.experience(HERO_P)
    game.apply(Pass())
    game.apply(Pass())
    if wins:  # the Leader, the only one assigned: chosen at once
        assert sword in game.surface.beneath(leader)
    else:
        assert sword in game.in_play(HERO_P)
    while game.pending_decision is not None:
        game.apply(game.legal_actions()[0])
    gained = game.experience(HERO_P) - before
    assert gained == (1 + 1 if wins else 0)  # the Easy Mission's glyph, and the sword


@pytest.mark.parametrize("both", [True, False])
def test_lindsey_novak_gemini_and_scorpius_readies_a_ship_back_from_incapacitated(
        both: bool) -> None:
    game = begin([CRUISER], [], "Cruiser", team=_team_with(NOVAK))
    novak, cruiser = hero(game, "Lindsey Novak"), hero(game, "Cruiser")
    give(game, "Lindsey Novak", "Gemini Place", *(["Scorpius Place"] if both else []))
    ops.incapacitate(game, cruiser)
    game._version += 1

    def asked() -> bool:
        pending = game.pending_decision
        return pending is not None and getattr(pending, "source", -1) == novak

    while not asked() and (game.state.turn < 3 or game.phase != "performing actions"):
        game.apply(game.legal_actions()[0])
    assert asked() is both
    if both:
        game.apply(Choose(cruiser))  # hidden or not: the only one
        assert game.status_name(cruiser) == "ready"
    else:
        assert game.status_name(cruiser) == "stopped"


ALDWIN = real("Aldwin (Interrogator)", TEAM, cost=6, skills={C: 0, S: 2, B: 1, I: 2},
              traits=("Tok'ra",))
CADET = sg_card("Fixture Cadet", TEAM, "Recruit", cost=1, skills={C: 1, S: 1, B: 1, I: 1})
ZARIN = real("Zarin (Saboteur)", TEAM, cost=4, skills={C: 1, S: 2, B: 1, I: 2},
             traits=("Tok'ra",))


@pytest.mark.parametrize("orion", [True, False])
def test_aldwin_orion_names_a_cost_the_opponent_shows_a_card_per_glyph(orion: bool) -> None:
    """The villain's hand holds Serpents only (cost 1): naming 1 gains a power per glyph.
    (A cheap cadet instead of the Leader: the hero's team stays worth less, he goes
    first.)"""
    game = begin([], [SERPENT], team=[ALDWIN, CADET, *(c for c in FIXTURE_TEAM if c.title
                                                     in ("Fixture Scholar", "Fixture Warrior"))])
    aldwin = hero(game, "Aldwin")
    for c in list(game.hand(VILLAIN_P)):
        if c != uid(game, "Serpent", VILLAIN_P):
            ops.to_discard(game, c)
    give(game, "Aldwin", "Orion Place" if orion else "Gemini Place")
    before = len(game.log)
    game.apply(Assign(aldwin))
    if orion:
        game.apply(Choose(1))
    assert game.pending_decision is None
    shown = [e.card for e in game.log[before:] if e.kind == "reveal"]
    assert shown == ([uid(game, "Serpent", VILLAIN_P)] if orion else [])
    assert game.power(HERO_P) == 9 + (1 if orion else 0)


@pytest.mark.parametrize("keep", [True, False])
def test_zarin_assigned_the_opponent_pays_or_loses_a_random_card_per_glyph(keep: bool) -> None:
    game = begin([], [SERPENT], team=_team_with(ZARIN))
    zarin, serpent = hero(game, "Zarin"), uid(game, "Serpent", VILLAIN_P)
    for c in list(game.hand(VILLAIN_P)):
        if c != serpent:
            ops.to_discard(game, c)
    give(game, "Zarin", "Libra Place")
    game._version += 1
    game.apply(Assign(zarin))
    game.apply(Choose(serpent) if keep else Decline())
    assert game.pending_decision is None
    assert (serpent in game.hand(VILLAIN_P)) is keep
    assert game.power(VILLAIN_P) == 9 - (1 if keep else 0)


def test_zarin_without_a_glyph_takes_nothing() -> None:
    game = begin([], [SERPENT], team=_team_with(ZARIN))
    hand = len(game.hand(VILLAIN_P))
    game.apply(Assign(hero(game, "Zarin")))
    assert game.pending_decision is None
    assert len(game.hand(VILLAIN_P)) == hand


ARMBAND = real("Teleporter Armband", GEAR, cost=3)


def test_teleporter_armband_worn_readies_for_a_charge_and_recharges_by_stopping() -> None:
    game = begin([ARMBAND], [])
    armband, leader = hero(game, "Teleporter Armband"), hero(game, "Fixture Leader")
    game.apply(PlayCard(armband))
    game.apply(Pass())
    game.apply(ActivateAbility(armband, 0, target=leader))
    assert armband in game.surface.beneath(leader)
    game.apply(Pass())
    game.apply(Assign(leader))
    game.apply(Pass())
    ready_him = ActivateAbility(armband, 1)
    assert ready_him in game.legal_actions()
    game.apply(ready_him)  # its one charge counter
    assert game.status_name(leader) == "ready"
    assert game.power(HERO_P) == 9 - 3 - 1
    game.apply(Pass())
    assert ActivateAbility(armband, 1) not in game.legal_actions()  # once each turn
    recharge = ActivateAbility(armband, 2, stops=(leader,))
    assert recharge in game.legal_actions()
    game.apply(recharge)
    assert game.status_name(leader) == "stopped"
    assert game.surface.recall(armband, "charges") == (1,)


def test_teleporter_armband_not_worn_gives_nothing() -> None:
    game = begin([ARMBAND], [])
    armband, leader = hero(game, "Teleporter Armband"), hero(game, "Fixture Leader")
    game.apply(PlayCard(armband))
    game.apply(Pass())
    game.apply(Assign(leader))
    game.apply(Pass())
    assert not [a for a in game.legal_actions()
                if isinstance(a, ActivateAbility) and a.card == armband and a.ability > 0]
