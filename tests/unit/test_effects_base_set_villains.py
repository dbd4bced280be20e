"""Base Set obstacles and adversaries outside the preconstructed decks
(effects/base_set/villains.py, section cardsF), each played: the text happens, and does
not when its condition fails. Fixture printings with the real card ids (stats of the
project's own); player 0 is the hero of turn 1 (`scenario`): Leader (Combat 3, Culture
1), Scholar (Culture 3, Combat 0) and Scientist are ready, the Jaffa Warrior stopped."""

from __future__ import annotations

import pytest
from factories import ENVOY, RIFLE, sg_card
from sg_effect_cards import checked_actions, real
from sg_play import LIBRA_PLACE as PLACE
from sg_play import SPARE, TEST_MISSION, hero, legal_of, power_spent, put_in_play
from sg_play import both_pass as resolve
from sg_play import choice_options as options
from sg_play import villain_plays_and_assigns as villain_plays
from test_sg_engine_helpers import HERO_P, VILLAIN_P, B, C, I, S, mission, scenario, uid

from stargate_vcg.cards import CardType, StargateCard
from stargate_vcg.engine.stargate import (
    ActivateAbility,
    Assign,
    Choose,
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

pytestmark = pytest.mark.usefixtures(checked_actions.__name__)

OB, AD = CardType.OBSTACLE, CardType.ADVERSARY
SUPPORT, GEAR = CardType.SUPPORT_CHARACTER, CardType.GEAR
CULTURE, SCIENCE, COMBAT = 0, 1, 2  # skill indices (engine/stargate/surface.py)
ALL0 = {C: 0, S: 0, B: 0, I: 0}

# --- the cards of the batch (fixture printings: every one can go to a Combat mission) ---
ANUBIS_GM = real("Anubis (Galactic Menace)", AD, cost=1, skills={B: 1}, revive=2,
                 traits=("Goa'uld",))
APOPHIS_ER = real("Apophis (Enemy Reborn)", AD, cost=1, skills={B: 1}, revive=2,
                  traits=("Goa'uld",))
ARDENT = real("Ardent Prior (Damaris)", AD, cost=1, skills={B: 1}, revive=2, traits=("Ori",))
BAAL = real("Baal (Charming Villain)", AD, cost=1, skills={B: 1}, revive=2,
            traits=("Goa'uld",))
CAULDER = real("Caulder (Administrator)", AD, cost=1, skills={B: 1}, revive=2)
DEVOUT = real("Devout Prior (Instrument of the Ori)", AD, cost=1, skills={B: 1}, revive=2,
              traits=("Ori",))
SIMMONS = real("Frank Simmons (Government Adversary)", AD, cost=1, skills={B: 1}, revive=2,
               traits=("Political",))
HATHOR = real("Hathor (Mother of All Pharaohs)", AD, cost=1, skills={B: 1}, revive=2,
              traits=("Goa'uld",))
IMHOTEP = real("Imhotep (Enemy Within)", AD, cost=1, skills={B: 1}, revive=2,
               traits=("Goa'uld",))
JADIN = real("Ja'din (Servant of Cronus)", AD, cost=1, skills={B: 1}, revive=2,
             traits=("Goa'uld",))
KLOREL = real("Klorel (Mighty Warrior)", AD, cost=1, skills={B: 1}, revive=2,
              traits=("Goa'uld",))
MOLLEM = real("Mollem (Duplicitous Diplomat)", AD, cost=1, skills={B: 1}, revive=2)
NIRRTI = real("Nirrti (Goddess of Darkness)", AD, cost=1, skills={B: 1}, revive=2,
              traits=("Goa'uld",))
OSIRIS = real("Osiris (Emissary of Anubis)", AD, cost=1, skills={B: 1}, revive=2,
              traits=("Goa'uld",))
CARTER = real("Replicator Carter (Leader of the Scourge)", AD, cost=1, skills={B: 1},
              revive=2, traits=("Replicator",))
SAMUELS = real("Samuels (Turncoat)", AD, cost=1, skills={B: 0}, revive=2,
               traits=("Political",))
SHAKL = real("Shak'l (Servant of Apophis)", AD, cost=1, skills={B: 1}, revive=2,
             traits=("Jaffa",))
SOKAR = real("Sokar (Rising Nemesis)", AD, cost=1, skills={B: 1}, revive=2,
             traits=("Goa'uld",))
TANITH = real("Tanith (Lurker)", AD, cost=1, skills={B: 1}, revive=2, traits=("Goa'uld",))
TROFSKY = real("Trofsky (Hathor's Lieutenant)", AD, cost=1, skills={B: 1}, revive=2,
               traits=("Jaffa",))

ADV_TECH = real("Advanced Technology", OB, cost=1, skills={B: 1})
RANKS = real("Assembled Ranks", OB, cost=1, skills=ALL0)
BABYSITTING = real("Babysitting Job", OB, cost=1, skills=ALL0, traits=("Political",))
BETRAYED = real("Betrayed by an Ally", OB, cost=1, skills={B: 1}, traits=("Jaffa",))
BIG_BUG = real("Big Bug", OB, cost=4, skills={B: 1}, traits=("Replicator",))
BLINDED = real("Blinded", OB, cost=1, skills={B: 1})
BLOOD = real("Blood of Sokar", OB, cost=1, skills={B: 1}, traits=("Goa'uld",))
BOTCHED = real("Botched Rescue", OB, cost=1, skills={B: 1})
CANNON = real("Cannon Tower", OB, cost=1, skills={B: 1}, traits=("Jaffa",))
CARNIVORE = real("Carnivorous Creature", OB, cost=1, skills={B: 1}, traits=("Goa'uld",))
COR_AI = real("Cor-ai", OB, cost=1, skills={B: 1})
SPRAY = real("Corrosive Spray", OB, cost=1, skills={B: 1}, traits=("Replicator",))
CURSE = real("Curse of Morgan le Fay", OB, cost=1, skills={B: 1}, traits=("Disease",))
DHD = real("Damaged DHD", OB, cost=1, skills={B: 1})
DISADVANTAGED = real("Disadvantaged", OB, cost=1, skills={B: 1})
DISSOLUTION = real("Dissolution", OB, cost=1, skills={B: 1}, traits=("Goa'uld",))
ENDLESS = real("Endless Scenario", OB, cost=1, skills={B: 1})
ENDURE = real("Endure the Tests", OB, cost=1, skills={B: 1})
VIRUS = real("Engineered Virus", OB, cost=2, skills={B: 1}, traits=("Goa'uld", "Disease"))
EXCAVATION = real("Excavation", OB, cost=1, skills={C: 1, B: 1})
FORCE_FIELD = real("Force Field", OB, cost=2, skills={S: 0, B: 0}, traits=("Goa'uld",))
FULL_INVESTIGATION = real("Full Investigation", OB, cost=1, skills={B: 1},
                          traits=("Political",))
GADMEER = real("Gadmeer Terraformer", OB, cost=1, skills={B: 1})
BOMB = real("Goa'uld Bomb", OB, cost=1, skills={B: 1}, traits=("Goa'uld",))
WRATH = real("Goa'uld Wrath", OB, cost=0, skills=ALL0, traits=("Goa'uld",))
WACKO = real("Going Wacko", OB, cost=1, skills=ALL0)
WRITINGS = real("Historic Writings", OB, cost=1, skills={C: 2, B: 1})
CLONE = real("Homicidal Robotic Clone", OB, cost=1, skills={B: 0, I: 0})
PURSUIT = real("Hot Pursuit", OB, cost=1, skills={B: 1}, traits=("Jaffa",))
IDLE = real("Idle Hands", OB, cost=1, skills=ALL0)
IMPLANTED = real("Implanted", OB, cost=2, skills={B: 1}, traits=("Goa'uld",))
INFESTED = real("Infested Ships", OB, cost=1, skills={B: 1}, traits=("Replicator",))
LEAK = real("Information Leak", OB, cost=1, skills={B: 1}, traits=("Political",))
INSURGENCY = real("Insurgency", OB, cost=1, skills={B: 1})
CREATURES = real("Interdimensional Creatures", OB, cost=1, skills={B: 1})
LOCKDOWN = real("Lockdown", OB, cost=1, skills={B: 1})
EXAMPLE = real("Making an Example", OB, cost=1, skills={B: 1}, traits=("Goa'uld",))
PROBE = real("Mind Probe", OB, cost=1, skills={B: 1}, traits=("Goa'uld",))
HALLUCINATIONS = real("Naquadria Hallucinations", OB, cost=1, skills={B: 1},
                      traits=("Disease",))
NIGHTWALKERS = real("Nightwalkers", OB, cost=1, skills={B: 1}, traits=("Goa'uld",))
PHASE = real("Out of Phase", OB, cost=1, skills={B: 1})
OVERRUN = real("Overrun", OB, cost=1, skills={B: 1}, traits=("Replicator",))
PHILOSOPHY = real("Philosophical Differences", OB, cost=1, skills=ALL0)
SURGE = real("Power Surge", OB, cost=1, skills={B: 1})
OUTBREAK = real("Prior Outbreak", OB, cost=1, skills={B: 1}, traits=("Ori", "Disease"))
TORTURE = real("Prolonged Torture", OB, cost=1, skills={B: 1}, traits=("Goa'uld",))
RENEWAL = real("Renewal", OB, cost=1, skills=ALL0, traits=("Goa'uld",))
REPEATING = real("Repeating Time", OB, cost=1, skills={C: 1, B: 1})
BURDENS = real("Rid Yourself of Burdens", OB, cost=1, skills={C: 1, B: 1})
SABOTAGE = real("Sabotage", OB, cost=1, skills={B: 1})
SENATE = real("Senate Expense Review", OB, cost=1, skills={B: 1}, traits=("Political",))
GRENADE = real("Shock Grenade", OB, cost=1, skills={B: 1}, traits=("Jaffa",))
STONEWALLED = real("Stonewalled", OB, cost=2, skills={B: 1}, traits=("Political",))
OVERLOAD = real("System Overload", OB, cost=1, skills={B: 1})
ENCOUNTER = real("Too Close Encounter", OB, cost=1, skills={B: 1}, traits=("Replicator",))
CORRUPTION = real("Touch of Corruption", OB, cost=1, skills={B: 1})
UNDER_FIRE = real("Under Fire", OB, cost=2, skills={B: 1}, traits=("Jaffa",))
FRIENDS = real("Unlikely Friends", OB, cost=1, skills={B: 1})
URGO = real("Urgo's Influence", OB, cost=1, skills={B: 1})

# --- textless fixture cards around them ---
SCOUT = sg_card("Scout", SUPPORT, "Runner", cost=1, skills={B: 1})
ARTOK = sg_card("Artok", SUPPORT, "Rebel", cost=1, skills={B: 2}, traits=("Jaffa",))
ROCKS = sg_card("Rocks", OB, cost=2, skills={B: 1})
SWARM = sg_card("Swarm", OB, cost=1, skills={B: 1}, traits=("Replicator",))
IDOL = sg_card("Idol", OB, cost=1, skills={B: 1}, traits=("Goa'uld",))
HEARING = sg_card("Hearing", OB, cost=1, skills={B: 1}, traits=("Political",))
TOXIN = sg_card("Toxin", OB, cost=1, skills={S: 1, B: 1})
PROTOCOL = sg_card("Protocol", OB, cost=1, skills={C: 2})
SERPENT = sg_card("Serpent", AD, "Lord", cost=1, skills={B: 1}, revive=2,
                  traits=("Goa'uld",))
GUARD = sg_card("Guard", AD, "Warrior", cost=1, skills={B: 1}, revive=2, traits=("Jaffa",))
AIDE = sg_card("Aide", AD, "Clerk", cost=1, skills={B: 1}, revive=2, traits=("Political",))
HENCHMAN = sg_card("Henchman", AD, "Minion", cost=1, skills={B: 1}, revive=1)
DRONE = sg_card("Drone", AD, "Unit", cost=1, skills={B: 1}, revive=1)



def start(hero: list[StargateCard] | None = None, villain: list[StargateCard] | None = None,
          missions: list[StargateCard] | None = None) -> StargateGame:
    return scenario(hero or [], villain or [], missions=missions or [TEST_MISSION, SPARE,
                                                                     PLACE],
                    power=9, pad=20)


def glyph_beneath(game: StargateGame, character: str) -> int:
    place = uid(game, "Libra Place")
    ops.place_glyph(game, place, hero(game, character))
    return place


# --- Failure: incapacitate / destroy / stop ---------------------------------------------


@pytest.mark.parametrize("card", [ANUBIS_GM, BLINDED, ENDURE, IMPLANTED], ids=lambda c: c.title)
def test_failure_incapacitates_the_team_character_its_owner_chooses(card: StargateCard) -> None:
    game = start(villain=[card])
    villain_plays(game, card.title)
    resolve(game)
    assert game.to_act == VILLAIN_P
    game.apply(Choose(hero(game, "Fixture Scholar")))
    assert game.status_name(hero(game, "Fixture Scholar")) == "incapacitated"


@pytest.mark.parametrize("card", [ANUBIS_GM, BLINDED], ids=lambda c: c.title)
def test_success_incapacitates_nobody(card: StargateCard) -> None:
    game = start(villain=[card], missions=[mission("Easy Mission", B, 1), SPARE])
    game.apply(Assign(hero(game, "Fixture Leader")))  # Combat 3 >= 1 + 1
    game.apply(PlayCard(uid(game, card.title)))
    if card.type is AD:
        game.apply(Pass())
        game.apply(Assign(uid(game, card.title)))
    resolve(game)
    assert "incapacitated" not in {game.status_name(u) for u in game.in_play(HERO_P)}


@pytest.mark.parametrize("card", [DISSOLUTION, GADMEER, VIRUS, UNDER_FIRE],
                         ids=lambda c: c.title)
@pytest.mark.parametrize("supports", [("Envoy",), ()])
def test_failure_destroys_a_support_character(card: StargateCard,
                                              supports: tuple[str, ...]) -> None:
    game = start([ENVOY], [card])
    put_in_play(game, *supports)
    villain_plays(game, card.title)
    resolve(game)
    assert game.zone_name(uid(game, "Envoy")) == ("discard" if supports else "hand")


@pytest.mark.parametrize("card", [JADIN, SURGE, SABOTAGE, OVERLOAD], ids=lambda c: c.title)
def test_failure_destroys_a_gear(card: StargateCard) -> None:
    game = start([RIFLE], [card])
    put_in_play(game, "Rifle")
    villain_plays(game, card.title)
    resolve(game)
    assert game.zone_name(uid(game, "Rifle")) == "discard"


def test_failure_without_gear_asks_nothing() -> None:
    game = start(villain=[SABOTAGE])
    villain_plays(game, "Sabotage")
    resolve(game)
    assert game.pending_decision is None


@pytest.mark.parametrize("card", [BETRAYED, BOTCHED], ids=lambda c: c.title)
def test_failure_stops_a_character(card: StargateCard) -> None:
    game = start(villain=[card])
    villain_plays(game, card.title)
    resolve(game)
    game.apply(Choose(hero(game, "Fixture Scholar")))
    assert game.status_name(hero(game, "Fixture Scholar")) == "stopped"


@pytest.mark.parametrize("card", [ARDENT, OUTBREAK], ids=lambda c: c.title)
def test_failure_destroys_stopped_and_assigned_support_characters(card: StargateCard) -> None:
    game = start([ENVOY, SCOUT, ARTOK], [card])
    put_in_play(game, "Envoy", "Scout", "Artok")
    ops.stop(game, uid(game, "Scout"))
    game.apply(Assign(uid(game, "Envoy")))
    game.apply(PlayCard(uid(game, card.title)))
    if card.type is AD:
        game.apply(Pass())
        game.apply(Assign(uid(game, card.title)))
    resolve(game)
    assert [game.zone_name(uid(game, t)) for t in ("Envoy", "Scout", "Artok")] == [
        "discard", "discard", "in play"]


def test_curse_of_morgan_le_fay_incapacitates_the_assigned_team_only() -> None:
    game = start(villain=[CURSE])
    game.apply(Assign(hero(game, "Fixture Leader")))
    game.apply(PlayCard(uid(game, "Curse of Morgan le Fay")))
    resolve(game)
    assert (game.status_name(hero(game, "Fixture Leader")),
            game.status_name(hero(game, "Fixture Scholar"))) == ("incapacitated", "ready")


@pytest.mark.parametrize(("card", "stopped"), [
    (DHD, ("Fixture Scholar",)), (GRENADE, ("Fixture Scholar", "Envoy")),
    (NIGHTWALKERS, ("Envoy",)), (ROCKS, ())], ids=lambda c: getattr(c, "title", ""))
def test_failure_stops_all_characters_of_a_kind(card: StargateCard,
                                                stopped: tuple[str, ...]) -> None:
    game = start([ENVOY], [card])
    put_in_play(game, "Envoy")
    villain_plays(game, card.title)
    resolve(game)
    found = tuple(t for t in ("Fixture Scholar", "Envoy")
                  if game.status_name(uid(game, t)) == "stopped")
    assert found == stopped


def test_full_investigation_the_hero_incapacitates_and_the_others_stop() -> None:
    game = start(villain=[FULL_INVESTIGATION])
    villain_plays(game, "Full Investigation")
    resolve(game)
    assert game.to_act == HERO_P
    game.apply(Choose(hero(game, "Fixture Leader")))
    assert (game.status_name(hero(game, "Fixture Leader")),
            game.status_name(hero(game, "Fixture Scholar"))) == ("incapacitated", "stopped")


@pytest.mark.parametrize(("replicators", "destroyed"), [(1, 1), (0, 0)])
def test_corrosive_spray_destroys_a_support_character_per_other_replicator(
        replicators: int, destroyed: int) -> None:
    game = start([ENVOY, SCOUT], [SPRAY, SWARM])
    put_in_play(game, "Envoy", "Scout")
    villain_plays(game, *(["Swarm"] * replicators), "Corrosive Spray")
    resolve(game)
    if destroyed:
        game.apply(Choose(uid(game, "Envoy")))
    gone = [t for t in ("Envoy", "Scout") if game.zone_name(uid(game, t)) == "discard"]
    assert len(gone) == destroyed


@pytest.mark.parametrize(("replicators", "stopped"), [(1, 1), (0, 0)])
def test_too_close_encounter_stops_a_character_per_other_replicator(
        replicators: int, stopped: int) -> None:
    game = start(villain=[ENCOUNTER, SWARM])
    villain_plays(game, *(["Swarm"] * replicators), "Too Close Encounter")
    resolve(game)
    if stopped:
        game.apply(Choose(hero(game, "Fixture Scholar")))
    assert (game.status_name(hero(game, "Fixture Scholar")) == "stopped") is bool(stopped)


@pytest.mark.parametrize(("mode", "target", "gone"), [
    (0, None, ("Artok",)), (1, None, ("Envoy", "Scout"))])
def test_insurgency_destroys_one_ready_or_two_stopped_support_characters(
        mode: int, target: str | None, gone: tuple[str, ...]) -> None:
    game = start([ENVOY, SCOUT, ARTOK], [INSURGENCY])
    put_in_play(game, "Envoy", "Scout", "Artok")
    ops.stop(game, uid(game, "Envoy"))
    ops.stop(game, uid(game, "Scout"))
    villain_plays(game, "Insurgency")
    resolve(game)
    game.apply(Choose(mode))
    if target:
        game.apply(Choose(uid(game, target)))
    found = tuple(t for t in ("Envoy", "Scout", "Artok")
                  if game.zone_name(uid(game, t)) == "discard")
    assert found == gone


def test_insurgency_ruling_two_stopped_mode_with_one_stopped_support_character() -> None:
    game = start([ENVOY, SCOUT], [INSURGENCY])
    put_in_play(game, "Envoy", "Scout")
    ops.stop(game, uid(game, "Envoy"))
    villain_plays(game, "Insurgency")
    resolve(game)
    game.apply(Choose(1))
    assert game.zone_name(uid(game, "Envoy")) == "discard"


def test_blood_of_sokar_returns_to_hand_with_a_goauld_adversary_assigned() -> None:
    game = start(villain=[BLOOD, SERPENT])
    villain_plays(game, "Blood of Sokar", "Serpent")
    resolve(game)
    game.apply(Choose(hero(game, "Fixture Scholar")))
    game.apply(Choose(uid(game, "Blood of Sokar")))
    assert game.zone_name(uid(game, "Blood of Sokar")) == "hand"


def test_blood_of_sokar_without_a_goauld_adversary_stays() -> None:
    game = start(villain=[BLOOD, GUARD])
    villain_plays(game, "Blood of Sokar", "Guard")
    resolve(game)
    game.apply(Choose(hero(game, "Fixture Scholar")))
    assert uid(game, "Blood of Sokar") not in options(game)


@pytest.mark.parametrize(("card", "answer"), [(ENDLESS, "stopped"), (PHASE, "stopped"),
                                              (EXAMPLE, "incapacitated")],
                         ids=lambda c: getattr(c, "title", str(c)))
def test_played_blocks_the_chosen_character_and_failure_hurts_him(card: StargateCard,
                                                                  answer: str) -> None:
    game = start(villain=[card])
    villain_plays(game, card.title)
    scholar = hero(game, "Fixture Scholar")
    game.apply(Choose(scholar))
    assert game.is_blocked(scholar)
    resolve(game)
    assert game.status_name(scholar) == answer


def test_endless_scenario_success_leaves_the_chosen_character() -> None:
    game = start(villain=[ENDLESS], missions=[mission("Easy Mission", B, 1), SPARE])
    game.apply(Assign(hero(game, "Fixture Leader")))
    game.apply(PlayCard(uid(game, "Endless Scenario")))
    game.apply(Choose(hero(game, "Fixture Scholar")))
    resolve(game)
    assert game.status_name(hero(game, "Fixture Scholar")) == "ready"


# --- when played -------------------------------------------------------------------------


@pytest.mark.parametrize("card", [ADV_TECH, LOCKDOWN], ids=lambda c: c.title)
def test_played_blocks_a_support_character(card: StargateCard) -> None:
    game = start([ENVOY, SCOUT], [card])
    put_in_play(game, "Envoy", "Scout")
    villain_plays(game, card.title)
    game.apply(Choose(uid(game, "Envoy")))
    assert (game.is_blocked(uid(game, "Envoy")), game.is_blocked(uid(game, "Scout"))) == (
        True, False)


@pytest.mark.parametrize(("card", "chosen"), [(WACKO, "Fixture Leader"),
                                              (STONEWALLED, "Fixture Leader")],
                         ids=lambda c: getattr(c, "title", c))
def test_played_blocks_or_stops_a_character(card: StargateCard, chosen: str) -> None:
    game = start(villain=[card])
    villain_plays(game, card.title)
    game.apply(Choose(hero(game, chosen)))
    leader = hero(game, chosen)
    done = game.is_blocked(leader) if card is WACKO else game.status_name(leader) == "stopped"
    assert done


@pytest.mark.parametrize(("adversaries", "drawn"), [(("Henchman", "Drone"), 2), ((), 0)])
def test_assembled_ranks_draws_a_card_per_ready_adversary(adversaries: tuple[str, ...],
                                                          drawn: int) -> None:
    game = start(villain=[RANKS, HENCHMAN, DRONE])
    put_in_play(game, *adversaries)
    before = len(game.hand(VILLAIN_P))
    villain_plays(game, "Assembled Ranks")
    assert len(game.hand(VILLAIN_P)) == before - 1 + drawn


def test_disadvantaged_draws_a_card() -> None:
    game = start(villain=[DISADVANTAGED])
    before = len(game.hand(VILLAIN_P))
    villain_plays(game, "Disadvantaged")
    assert len(game.hand(VILLAIN_P)) == before


@pytest.mark.parametrize(("assigned", "gone"), [(True, "discard"), (False, "in play")])
def test_carnivorous_creature_destroys_an_assigned_support_character(assigned: bool,
                                                                     gone: str) -> None:
    game = start([ENVOY], [CARNIVORE])
    put_in_play(game, "Envoy")
    game.apply(Assign(uid(game, "Envoy")) if assigned else Pass())
    game.apply(PlayCard(uid(game, "Carnivorous Creature")))
    assert game.zone_name(uid(game, "Envoy")) == gone


def test_prolonged_torture_incapacitates_a_stopped_team_character() -> None:
    game = start(villain=[TORTURE])
    villain_plays(game, "Prolonged Torture")
    assert game.status_name(hero(game, "Fixture Warrior")) == "incapacitated"


@pytest.mark.parametrize("answer", ["choose", "decline"])
def test_renewal_may_ready_an_adversary(answer: str) -> None:
    game = start(villain=[RENEWAL, HENCHMAN])
    put_in_play(game, "Henchman")
    ops.stop(game, uid(game, "Henchman"))
    villain_plays(game, "Renewal")
    game.apply(Choose(uid(game, "Henchman")) if answer == "choose" else Decline())
    assert game.status_name(uid(game, "Henchman")) == (
        "ready" if answer == "choose" else "stopped")


@pytest.mark.parametrize("card", [HALLUCINATIONS, FRIENDS], ids=lambda c: c.title)
def test_played_readies_an_assigned_character_who_is_then_blocked(card: StargateCard) -> None:
    game = start(villain=[card])
    leader = hero(game, "Fixture Leader")
    game.apply(Assign(leader))
    game.apply(PlayCard(uid(game, card.title)))
    assert (game.status_name(leader), game.is_blocked(leader)) == ("ready", True)


def test_touch_of_corruption_stops_then_readies() -> None:
    game = start(villain=[CORRUPTION])
    villain_plays(game, "Touch of Corruption")
    game.apply(Choose(hero(game, "Fixture Leader")))
    assert options(game) == {hero(game, "Fixture Leader"), hero(game, "Fixture Warrior")}
    game.apply(Choose(hero(game, "Fixture Warrior")))
    assert (game.status_name(hero(game, "Fixture Leader")),
            game.status_name(hero(game, "Fixture Warrior"))) == ("stopped", "ready")


@pytest.mark.parametrize(("adversary", "asks"), [("Guard", True), ("Aide", False)])
def test_hot_pursuit_blocks_with_a_goauld_or_jaffa_adversary_assigned(adversary: str,
                                                                      asks: bool) -> None:
    game = start(villain=[PURSUIT, GUARD, AIDE])
    villain_plays(game, adversary, "Hot Pursuit")
    assert (game.pending_decision is not None) is asks


def test_goauld_wrath_gains_two_power_per_success_this_turn() -> None:
    game = start(villain=[WRATH], missions=[TEST_MISSION, SPARE])
    game.apply(Assign(hero(game, "Fixture Leader")))
    resolve(game)  # the Leader alone earns the glyph
    game.apply(Continue())
    before = game.power(VILLAIN_P)
    villain_plays(game, "Goa'uld Wrath")
    assert game.power(VILLAIN_P) == before + 2


def test_goauld_wrath_gains_nothing_without_a_success() -> None:
    game = start(villain=[WRATH])
    villain_plays(game, "Goa'uld Wrath")
    assert game.power(VILLAIN_P) == 9


def test_babysitting_job_ruling_the_others_cant_be_assigned_before_the_chosen() -> None:
    game = start(villain=[BABYSITTING])
    villain_plays(game, "Babysitting Job")
    game.apply(Choose(hero(game, "Fixture Scholar")))
    with pytest.raises(IllegalAction, match="Babysitting Job"):
        game.apply(Assign(hero(game, "Fixture Leader")))
    game.apply(Assign(hero(game, "Fixture Scholar")))
    game.apply(Pass())
    game.apply(Assign(hero(game, "Fixture Leader")))
    assert game.status_name(hero(game, "Fixture Leader")) == "assigned"


def test_babysitting_job_offers_only_characters_who_could_be_assigned() -> None:
    game = start(villain=[BABYSITTING])
    villain_plays(game, "Babysitting Job")
    assert hero(game, "Fixture Warrior") not in options(game)  # stopped


# --- difficulty ------------------------------------------------------------------------


@pytest.mark.parametrize("replicators", [0, 1])
def test_infested_ships_harder_per_other_replicator(replicators: int) -> None:
    game = start(villain=[INFESTED, SWARM])
    villain_plays(game, *(["Swarm"] * replicators), "Infested Ships")
    assert game.mission_difficulty() == 3 + 1 + 2 * replicators


def test_force_field_ruling_difficulty_adds_its_owners_power() -> None:
    game = start(villain=[FORCE_FIELD])
    villain_plays(game, "Force Field")
    assert game.mission_difficulty() == 3 + (9 - 2)


@pytest.mark.parametrize(("glyph_on", "extra"), [("Fixture Scholar", 1),
                                                  ("Fixture Warrior", 0)])
def test_idle_hands_counts_glyphs_beneath_ready_characters(glyph_on: str, extra: int) -> None:
    game = start(villain=[IDLE])
    glyph_beneath(game, glyph_on)
    villain_plays(game, "Idle Hands")
    assert game.mission_difficulty() == 3 + extra


@pytest.mark.parametrize(("support", "extra"), [(True, 1), (False, 0)])
def test_interdimensional_creatures_harder_per_assigned_support(support: bool,
                                                                extra: int) -> None:
    game = start([ENVOY], [CREATURES])
    put_in_play(game, "Envoy")
    game.apply(Assign(uid(game, "Envoy")) if support else Pass())
    game.apply(PlayCard(uid(game, "Interdimensional Creatures")))
    assert game.mission_difficulty() == 3 + 1 + extra


@pytest.mark.parametrize(("glyph", "extra"), [(True, 1), (False, 0)])
def test_urgos_influence_harder_per_assigned_character_with_a_glyph(glyph: bool,
                                                                    extra: int) -> None:
    game = start(villain=[URGO])
    if glyph:
        glyph_beneath(game, "Fixture Leader")
    game.apply(Assign(hero(game, "Fixture Leader")))
    game.apply(PlayCard(uid(game, "Urgo's Influence")))
    assert game.mission_difficulty() == 3 + 1 + extra


@pytest.mark.parametrize(("second", "traits"), [("Fixture Scholar", 1), ("Artok", 2)])
def test_philosophical_differences_counts_different_traits_assigned(second: str,
                                                                    traits: int) -> None:
    game = start([ARTOK], [PHILOSOPHY])
    put_in_play(game, "Artok")
    game.apply(Assign(hero(game, "Fixture Leader")))
    game.apply(PlayCard(uid(game, "Philosophical Differences")))
    game.apply(Assign(uid(game, second)))
    assert game.mission_difficulty() == 3 + traits


@pytest.mark.parametrize(("assigned", "extra"), [(True, 3), (False, 0)])
def test_homicidal_robotic_clone_ruling_the_chosen_rating_while_assigned(assigned: bool,
                                                                     extra: int) -> None:
    game = start(villain=[CLONE])
    game.apply(Assign(hero(game, "Fixture Leader")) if assigned else Pass())
    game.apply(PlayCard(uid(game, "Homicidal Robotic Clone")))
    assert game.mission_difficulty() == 3 + extra


def test_repeating_time_lowers_assigned_characters_then_everyone_for_the_turn() -> None:
    game = start(villain=[REPEATING])
    leader = hero(game, "Fixture Leader")
    game.apply(Assign(leader))
    game.apply(PlayCard(uid(game, "Repeating Time")))
    assert game.skill(leader, COMBAT) == 2
    resolve(game)
    assert game.skill(hero(game, "Fixture Scholar"), CULTURE) == 2


def test_repeating_time_without_failure_lowers_nobody_after_the_mission() -> None:
    game = start(villain=[REPEATING], missions=[mission("Easy Mission", B, 1), SPARE])
    game.apply(Assign(hero(game, "Fixture Leader")))
    game.apply(PlayCard(uid(game, "Repeating Time")))
    resolve(game)
    assert game.skill(hero(game, "Fixture Scholar"), CULTURE) == 3


@pytest.mark.parametrize(("jaffa", "combat"), [(True, 2), (False, 1)])
def test_trofsky_harder_per_jaffa_obstacle(jaffa: bool, combat: int) -> None:
    game = start(villain=[TROFSKY, BETRAYED, ROCKS])
    put_in_play(game, "Trofsky")
    villain_plays(game, "Betrayed by an Ally" if jaffa else "Rocks")
    assert game.skill(uid(game, "Trofsky"), COMBAT) == combat


def test_samuels_difficulty_is_the_missions_experience() -> None:
    game = start(villain=[SAMUELS], missions=[mission("Test Mission", B, 3, experience=3),
                                              SPARE])
    villain_plays(game, "Samuels")
    assert game.mission_difficulty() == 3 + 3


# --- costs and blocks --------------------------------------------------------------------


@pytest.mark.parametrize(("card", "adversary", "cost"), [
    (VIRUS, "Serpent", 0), (VIRUS, "Guard", 2), (IMPLANTED, "Serpent", 1),
    (UNDER_FIRE, "Guard", 0), (UNDER_FIRE, "Aide", 2), (STONEWALLED, "Aide", 1)],
    ids=lambda c: getattr(c, "title", str(c)))
def test_obstacle_cheaper_while_an_adversary_of_a_trait_is_assigned(
        card: StargateCard, adversary: str, cost: int) -> None:
    game = start(villain=[card, SERPENT, GUARD, AIDE])
    villain_plays(game, adversary)
    before = game.power(VILLAIN_P)
    villain_plays(game, card.title)
    assert before - game.power(VILLAIN_P) == cost


@pytest.mark.parametrize(("replicators", "cost"), [(1, 3), (0, 4)])
def test_big_bug_cheaper_per_replicator_at_the_mission(replicators: int, cost: int) -> None:
    game = start(villain=[BIG_BUG, SWARM])
    villain_plays(game, *(["Swarm"] * replicators))
    before = game.power(VILLAIN_P)
    villain_plays(game, "Big Bug")
    assert before - game.power(VILLAIN_P) == cost


@pytest.mark.parametrize(("with_tanith", "cost"), [(True, 0), (False, 1)])
def test_tanith_makes_complications_cheaper(with_tanith: bool, cost: int) -> None:
    game = start(villain=[TANITH, ROCKS])
    if with_tanith:
        put_in_play(game, "Tanith")
    game.apply(Pass())
    game.apply(PlayComplication(uid(game, "Rocks")))
    assert game.power(VILLAIN_P) == 9 - cost


@pytest.mark.parametrize(("replicators", "cost"), [(1, 1), (0, 0)])
def test_overrun_assigning_costs_per_other_replicator(replicators: int, cost: int) -> None:
    game = start(villain=[OVERRUN, SWARM])
    villain_plays(game, *(["Swarm"] * replicators), "Overrun")
    game.apply(Assign(hero(game, "Fixture Leader")))
    assert game.power(HERO_P) == 9 - cost


@pytest.mark.parametrize(("assigned", "cost"), [(True, 1), (False, 0)])
def test_frank_simmons_assigned_makes_assigning_cost_per_political_card(
        assigned: bool, cost: int) -> None:
    game = start(villain=[SIMMONS, HEARING])
    villain_plays(game, "Hearing")
    game.apply(Pass())
    game.apply(PlayCard(uid(game, "Frank Simmons")))
    if assigned:
        game.apply(Pass())
        game.apply(Assign(uid(game, "Frank Simmons")))
    game.apply(Assign(hero(game, "Fixture Leader")))
    assert game.power(HERO_P) == 9 - cost


@pytest.mark.parametrize(("card", "blocked", "free"), [
    (CANNON, "Fixture Scholar", "Fixture Leader"),
    (EXCAVATION, "Fixture Leader", "Fixture Scholar")], ids=lambda c: getattr(c, "title", c))
def test_ruling_low_skill_characters_cant_become_assigned(card: StargateCard, blocked: str,
                                                          free: str) -> None:
    game = start(villain=[card])
    villain_plays(game, card.title)
    with pytest.raises(IllegalAction, match=card.title):
        game.apply(Assign(hero(game, blocked)))
    game.apply(Assign(hero(game, free)))
    assert game.status_name(hero(game, free)) == "assigned"


def test_rid_yourself_of_burdens_each_assignment_costs_a_random_card() -> None:
    game = start(villain=[BURDENS])
    villain_plays(game, "Rid Yourself of Burdens")
    before = len(game.hand(HERO_P))
    game.apply(Assign(hero(game, "Fixture Leader")))
    assert len(game.hand(HERO_P)) == before - 1


def test_rid_yourself_of_burdens_not_for_the_villains_assignments() -> None:
    game = start(villain=[BURDENS, HENCHMAN])
    villain_plays(game, "Rid Yourself of Burdens", "Henchman")
    assert len(game.hand(VILLAIN_P)) == 8 - 2


# --- glyphs ----------------------------------------------------------------------------


@pytest.mark.parametrize("card", [CAULDER, LEAK, PROBE], ids=lambda c: c.title)
def test_failure_may_move_a_glyph_to_another_team_character(card: StargateCard) -> None:
    game = start(villain=[card])
    place = glyph_beneath(game, "Fixture Leader")
    villain_plays(game, card.title)
    resolve(game)
    game.apply(Choose(place))
    game.apply(Choose(hero(game, "Fixture Scholar")))
    assert game.glyphs(hero(game, "Fixture Scholar")) == (place,)


def test_failure_glyph_move_may_be_declined() -> None:
    game = start(villain=[LEAK])
    place = glyph_beneath(game, "Fixture Leader")
    villain_plays(game, "Information Leak")
    resolve(game)
    game.apply(Decline())
    assert game.glyphs(hero(game, "Fixture Leader")) == (place,)


@pytest.mark.parametrize("card", [BOMB, SENATE], ids=lambda c: c.title)
def test_failure_puts_a_glyph_on_the_bottom_of_the_mission_pile(card: StargateCard) -> None:
    game = start(villain=[card])
    place = glyph_beneath(game, "Fixture Leader")
    villain_plays(game, card.title)
    resolve(game)
    assert game.zone_name(place) == "mission pile"


def test_senate_expense_review_ruling_the_hero_chooses_any_glyph() -> None:
    game = start(villain=[SENATE], missions=[TEST_MISSION, SPARE, PLACE,
                                             mission("Orion Place", C, 3)])
    glyph_beneath(game, "Fixture Leader")
    ops.place_glyph(game, uid(game, "Orion Place"), hero(game, "Fixture Scholar"))
    villain_plays(game, "Senate Expense Review")
    resolve(game)
    assert game.to_act == HERO_P


@pytest.mark.parametrize(("assigned", "where"), [(True, "mission pile"), (False, "glyph")])
def test_sokar_failure_takes_a_glyph_of_an_assigned_character(assigned: bool,
                                                              where: str) -> None:
    game = start(villain=[SOKAR])
    place = glyph_beneath(game, "Fixture Leader")
    game.apply(Assign(hero(game, "Fixture Leader")) if assigned else Pass())
    game.apply(PlayCard(uid(game, "Sokar")))
    game.apply(Pass())
    game.apply(Assign(uid(game, "Sokar")))
    resolve(game)
    assert game.zone_name(place) == where


def test_cor_ai_swaps_the_glyph_for_the_mission_piles_top() -> None:
    game = start(villain=[COR_AI])
    place = glyph_beneath(game, "Fixture Leader")
    villain_plays(game, "Cor-ai")
    resolve(game)
    spare = uid(game, "Spare Mission")
    assert (game.glyphs(hero(game, "Fixture Leader")), game.zone_name(place)) == (
        (spare,), "mission pile")


# --- adversaries' own text ---------------------------------------------------------------


@pytest.mark.parametrize(("idol", "loss"), [(True, 4), (False, 2)])
def test_apophis_enemy_reborn_ruling_counts_himself_at_the_mission(idol: bool,
                                                                   loss: int) -> None:
    game = start(villain=[APOPHIS_ER, IDOL])
    if idol:
        villain_plays(game, "Idol")
    villain_plays(game, "Apophis")
    resolve(game)
    spent = power_spent(game, HERO_P, Revive(uid(game, "Apophis")))
    assert spent == loss


def test_apophis_enemy_reborn_not_revived_costs_nothing() -> None:
    game = start(villain=[APOPHIS_ER])
    villain_plays(game, "Apophis")
    resolve(game)
    before = game.power(HERO_P)
    game.apply(DestroyAdversary(uid(game, "Apophis")))
    assert game.power(HERO_P) == before


def test_baal_incapacitates_a_stopped_team_character() -> None:
    game = start(villain=[BAAL])
    put_in_play(game, "Baal")
    game.apply(Pass())
    warrior = hero(game, "Fixture Warrior")
    game.apply(ActivateAbility(uid(game, "Baal"), 0, target=warrior))
    assert (game.status_name(warrior), game.power(VILLAIN_P),
            game.status_name(uid(game, "Baal"))) == ("incapacitated", 6, "stopped")


def test_baal_refuses_a_ready_target() -> None:
    game = start(villain=[BAAL])
    put_in_play(game, "Baal")
    game.apply(Pass())
    with pytest.raises(IllegalAction):
        game.apply(ActivateAbility(uid(game, "Baal"), 0, target=hero(game, "Fixture Leader")))


@pytest.mark.parametrize("answer", ["choose", "decline"])
def test_devout_prior_destroyed_may_destroy_a_support_character(answer: str) -> None:
    game = start([ENVOY], [DEVOUT])
    put_in_play(game, "Envoy")
    villain_plays(game, "Devout Prior")
    resolve(game)
    game.apply(DestroyAdversary(uid(game, "Devout Prior")))
    game.apply(Choose(uid(game, "Envoy")) if answer == "choose" else Decline())
    assert game.zone_name(uid(game, "Envoy")) == ("discard" if answer == "choose"
                                                  else "in play")


def test_devout_prior_revived_destroys_nothing() -> None:
    game = start([ENVOY], [DEVOUT])
    put_in_play(game, "Envoy")
    villain_plays(game, "Devout Prior")
    resolve(game)
    game.apply(Revive(uid(game, "Devout Prior")))
    assert game.pending_decision is None


def test_hathor_assigned_weakens_the_characters_already_assigned() -> None:
    game = start(villain=[HATHOR])
    game.apply(Assign(hero(game, "Fixture Leader")))
    game.apply(PlayCard(uid(game, "Hathor")))
    game.apply(Pass())
    game.apply(Assign(uid(game, "Hathor")))
    assert (game.skill(hero(game, "Fixture Leader"), COMBAT),
            game.skill(hero(game, "Fixture Scientist"), COMBAT)) == (2, 1)


@pytest.mark.parametrize(("mode", "stopped"), [(0, "Fixture Warrior"), (1, "Artok")])
def test_imhotep_stops_jaffa_team_or_support_characters(mode: int, stopped: str) -> None:
    game = start([ARTOK, ENVOY], [IMHOTEP])
    put_in_play(game, "Artok", "Envoy")
    ops.ready(game, hero(game, "Fixture Warrior"))
    game.apply(Pass())
    game.apply(PlayCard(uid(game, "Imhotep")))
    game.apply(Choose(mode))
    found = [t for t in ("Fixture Warrior", "Artok", "Envoy")
             if game.status_name(uid(game, t)) == "stopped"]
    assert found == [stopped]


@pytest.mark.parametrize("answer", ["choose", "decline"])
def test_klorel_assigned_may_block_a_character(answer: str) -> None:
    game = start(villain=[KLOREL])
    villain_plays(game, "Klorel")
    scholar = hero(game, "Fixture Scholar")
    game.apply(Choose(scholar) if answer == "choose" else Decline())
    assert game.is_blocked(scholar) is (answer == "choose")


def test_mollem_assigned_gives_power_and_may_destroy_a_support_character() -> None:
    game = start([ENVOY], [MOLLEM])
    put_in_play(game, "Envoy")
    villain_plays(game, "Mollem")
    game.apply(Choose(uid(game, "Envoy")))
    assert (game.power(HERO_P), game.zone_name(uid(game, "Envoy"))) == (11, "discard")


@pytest.mark.parametrize(("toxin", "envoy"), [(True, "discard"), (False, "in play")])
def test_nirrti_dooms_a_support_character_per_science_obstacle(toxin: bool,
                                                               envoy: str) -> None:
    game = start([ENVOY, SCOUT], [NIRRTI, TOXIN])
    put_in_play(game, "Envoy", "Scout")
    if toxin:
        villain_plays(game, "Toxin")
    villain_plays(game, "Nirrti")
    if toxin:
        game.apply(Choose(uid(game, "Envoy")))
        assert game.zone_name(uid(game, "Envoy")) == "in play"  # until the mission ends
    resolve(game)
    game.apply(DestroyAdversary(uid(game, "Nirrti")))
    assert (game.zone_name(uid(game, "Envoy")), game.zone_name(uid(game, "Scout"))) == (
        envoy, "in play")


@pytest.mark.parametrize("osiris", [True, False])
def test_osiris_gives_obstacles_withdraw_at_their_cost(osiris: bool) -> None:
    game = start(villain=[OSIRIS, ROCKS])
    if osiris:
        put_in_play(game, "Osiris")
    villain_plays(game, "Rocks")
    game.apply(Pass())
    withdraw = ActivateAbility(uid(game, "Rocks"), 0)
    assert (withdraw in game.legal_actions()) is osiris
    if osiris:
        game.apply(withdraw)
        assert (game.zone_name(uid(game, "Rocks")), game.power(VILLAIN_P)) == ("discard", 9)


@pytest.mark.parametrize("answer", ["choose", "decline"])
def test_replicator_carter_may_take_a_replicator_from_the_discard_pile(answer: str) -> None:
    game = start(villain=[CARTER, SWARM])
    swarm = uid(game, "Swarm")
    ops.to_discard(game, swarm)
    villain_plays(game, "Replicator Carter")
    game.apply(Choose(swarm) if answer == "choose" else Decline())
    assert game.zone_name(swarm) == ("hand" if answer == "choose" else "discard")


@pytest.mark.parametrize(("shakl", "milled", "discarded"), [(True, 1, 1), (False, 2, 0)])
def test_shakl_ruling_a_goauld_revive_paid_card_by_card_from_the_hand(shakl: bool, milled: int,
                                                  discarded: int) -> None:
    game = start(villain=[SHAKL, SERPENT])
    if shakl:
        put_in_play(game, "Shak'l")
    villain_plays(game, "Serpent")
    resolve(game)
    deck, hand = game.deck_size(VILLAIN_P), len(game.hand(VILLAIN_P))
    game.apply(Revive(uid(game, "Serpent")))
    if shakl:
        game.apply(Choose(game.hand(VILLAIN_P)[0]))
        game.apply(Decline())
    assert (deck - game.deck_size(VILLAIN_P), hand - len(game.hand(VILLAIN_P))) == (
        milled, discarded)


def test_shakl_not_for_other_adversaries() -> None:
    game = start(villain=[SHAKL, GUARD])
    put_in_play(game, "Shak'l")
    villain_plays(game, "Guard")
    resolve(game)
    game.apply(Revive(uid(game, "Guard")))
    assert game.pending_decision is None


def test_tanith_in_hand_does_not_make_herself_a_cheaper_complication() -> None:
    game = start(villain=[TANITH])
    game.apply(Pass())
    game.apply(PlayComplication(uid(game, "Tanith")))
    assert game.power(VILLAIN_P) == 9 - 1


# --- Mot (Servant of Baal) ---------------------------------------------------------------

MOT = real("Mot (Servant of Baal)", AD, cost=1, skills={B: 1}, revive=2,
           traits=("Goa'uld",))


def _mot_holds_rocks() -> StargateGame:
    game = start(villain=[MOT, ROCKS])
    put_in_play(game, "Mot")
    game.apply(Pass())
    mot = uid(game, "Mot")
    game.apply(ActivateAbility(mot, 0, blocks=(mot,), target=uid(game, "Rocks")))
    return game


def test_mot_ruling_blocks_himself_and_pays_to_hold_a_card_beneath_him() -> None:
    game = _mot_holds_rocks()
    mot = uid(game, "Mot")
    assert (game.zone_name(uid(game, "Rocks")), game.is_blocked(mot),
            game.power(VILLAIN_P)) == ("beneath a card", True, 9 - 2)


def test_mot_holds_only_one_card() -> None:
    game = start(villain=[MOT, ROCKS, SWARM])
    put_in_play(game, "Mot")
    mot = uid(game, "Mot")
    game.apply(Pass())
    game.apply(ActivateAbility(mot, 0, blocks=(mot,), target=uid(game, "Rocks")))
    ops.unblock(game, mot)  # as if the block had ended: the card beneath still forbids
    game.apply(Pass())
    assert not [a for a in game.legal_actions()
                if isinstance(a, ActivateAbility) and a.ability == 0]


def test_mot_cashes_the_card_beneath_him_in_for_its_cost() -> None:
    game = _mot_holds_rocks()
    game.apply(Pass())
    game.apply(ActivateAbility(uid(game, "Mot"), 1, target=uid(game, "Rocks")))
    assert (game.zone_name(uid(game, "Rocks")), game.power(VILLAIN_P)) == ("discard", 9)


def test_mot_has_nothing_to_cash_in_at_first() -> None:
    game = start(villain=[MOT])
    put_in_play(game, "Mot")
    game.apply(Pass())
    assert not [a for a in game.legal_actions()
                if isinstance(a, ActivateAbility) and a.ability == 1]


# --- obstacles placed on a character -----------------------------------------------------

CAMP = real("Forced Labor Camp", OB, cost=1, skills={B: 1}, traits=("Jaffa",))
SUSPICION = real("Under Suspicion", OB, cost=1, skills={B: 1}, traits=("Goa'uld",))


def _placed_on_scholar(card: StargateCard) -> StargateGame:
    """The obstacle's failure places it on the Scholar; the hero goes on to the spare
    (Culture 3) mission."""
    game = start(villain=[card])
    villain_plays(game, card.title)
    resolve(game)
    game.apply(Choose(hero(game, "Fixture Scholar")))
    game.apply(Continue())
    return game


def test_forced_labor_camp_failure_places_it_and_blocks_the_character() -> None:
    game = _placed_on_scholar(CAMP)
    scholar = hero(game, "Fixture Scholar")
    assert (game.zone_name(uid(game, "Forced Labor Camp")), game.is_blocked(scholar)) == (
        "beneath a card", True)


def test_forced_labor_camp_the_hero_may_pay_to_destroy_it() -> None:
    game = _placed_on_scholar(CAMP)
    camp = uid(game, "Forced Labor Camp")
    before = game.power(HERO_P)
    game.apply(ActivateAbility(camp, 0))
    assert (game.zone_name(camp), game.is_blocked(hero(game, "Fixture Scholar")),
            before - game.power(HERO_P)) == ("discard", False, 3)


def test_forced_labor_camp_at_the_mission_cannot_be_bought_off() -> None:
    game = start(villain=[CAMP])
    villain_plays(game, "Forced Labor Camp")
    assert not legal_of(game, ActivateAbility)


def test_forced_labor_camp_success_places_nothing() -> None:
    game = start(villain=[CAMP], missions=[mission("Easy Mission", B, 1), SPARE])
    game.apply(Assign(hero(game, "Fixture Leader")))
    game.apply(PlayCard(uid(game, "Forced Labor Camp")))
    resolve(game)
    assert game.zone_name(uid(game, "Forced Labor Camp")) == "discard"


def test_under_suspicion_assigning_the_character_costs_two_power() -> None:
    game = _placed_on_scholar(SUSPICION)
    spent = power_spent(game, HERO_P, Assign(hero(game, "Fixture Scholar")))
    assert spent == 2


def test_under_suspicion_others_assign_for_free() -> None:
    game = _placed_on_scholar(SUSPICION)
    before = game.power(HERO_P)
    game.apply(Assign(hero(game, "Fixture Leader")))
    assert game.power(HERO_P) == before


def test_under_suspicion_destroyed_when_the_hero_succeeds() -> None:
    game = _placed_on_scholar(SUSPICION)
    suspicion = uid(game, "Under Suspicion")
    game.apply(Assign(hero(game, "Fixture Scholar")))  # Culture 3 >= 3
    game.apply(Pass())
    assert game.zone_name(suspicion) == "beneath a card"
    game.apply(Pass())
    assert game.zone_name(suspicion) == "discard"


ENEMY_WITHIN = real("The Enemy Within", OB, cost=1, skills={B: 1}, traits=("Goa'uld",))


@pytest.mark.parametrize(("supports", "where"), [(("Envoy",), "beneath a card"),
                                                 ((), "discard")])
def test_the_enemy_within_failure_is_placed_on_a_support_character_and_stops_him(
        supports: tuple[str, ...], where: str) -> None:
    game = start([ENVOY], [ENEMY_WITHIN])
    put_in_play(game, *supports)
    villain_plays(game, "The Enemy Within")
    resolve(game)
    assert game.zone_name(uid(game, "The Enemy Within")) == where
    if supports:
        assert game.status_name(uid(game, "Envoy")) == "stopped"


# --- base-rest batch ---


def _turned_envoy() -> tuple[StargateGame, int]:
    """The Enemy Within's failure on turn 1: the hero's Envoy becomes the villain's."""
    game = start([ENVOY], [ENEMY_WITHIN])
    put_in_play(game, "Envoy")
    villain_plays(game, "The Enemy Within")
    resolve(game)
    return game, hero(game, "Envoy")


def test_the_enemy_within_turns_the_support_character_into_the_villains_adversary() -> None:
    game, envoy = _turned_envoy()
    t = game.surface
    assert envoy in game.state.players[VILLAIN_P].in_play
    assert envoy not in game.state.players[HERO_P].in_play
    assert t.controller(envoy) == VILLAIN_P and t.owner(envoy) == HERO_P
    assert t.is_adversary(envoy) and not t.is_character(envoy)
    assert t.has_trait(envoy, "Goa'uld") and t.text_removed(envoy, 1)
    assert envoy not in t.support_characters(HERO_P)
    assert envoy not in t.characters(VILLAIN_P)


def test_the_enemy_within_adversary_is_assigned_against_his_owner_and_revived_for_his_cost(
        ) -> None:
    from sg_effect_cards import at_actions_of_turn, drive

    game, envoy = _turned_envoy()
    drive(game, at_actions_of_turn(2))  # the villain is the hero: Envoy is no character
    assert game.check(Assign(envoy)) is not None
    assert Assign(envoy) not in game.legal_actions()
    drive(game, at_actions_of_turn(3))
    assert game.check(Assign(envoy)) is not None  # his owner can't assign him either
    game.apply(Pass())
    game.apply(Assign(envoy))  # the villain assigns him, with his Culture / Combat 1
    assert game.status_name(envoy) == "assigned"
    while Continue() not in game.legal_actions():
        actions = game.legal_actions()
        if Revive(envoy) in actions:
            break
        game.apply(Pass())
    assert game.state.outcome is False  # a failure, yet he can't be scored
    assert set(game.legal_actions()) == {Revive(envoy), DestroyAdversary(envoy)}
    deck = len(game.state.players[VILLAIN_P].deck)
    game.apply(Revive(envoy))
    assert len(game.state.players[VILLAIN_P].deck) == deck - 1  # his cost
    assert game.status_name(envoy) == "stopped"
    assert envoy in game.state.players[VILLAIN_P].in_play


def test_the_enemy_within_adversary_destroyed_goes_to_his_owners_discard_pile() -> None:
    game, envoy = _turned_envoy()
    ops.destroy(game, envoy)
    assert envoy in game.state.players[HERO_P].discard
    assert envoy not in game.state.players[VILLAIN_P].in_play
    assert not game.state.turned
    assert game.zone_name(uid(game, "The Enemy Within")) == "discard"


def test_the_enemy_within_ruling_glyphs_beneath_the_turned_character_count_for_no_one(
        ) -> None:
    from stargate_vcg.engine.stargate import values

    game = start([ENVOY], [ENEMY_WITHIN])
    put_in_play(game, "Envoy")
    glyph_beneath(game, "Envoy")
    assert values.glyph_count(game, HERO_P) == 1
    villain_plays(game, "The Enemy Within")
    resolve(game)
    assert values.glyph_count(game, HERO_P) == values.glyph_count(game, VILLAIN_P) == 0
