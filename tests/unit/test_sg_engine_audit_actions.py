"""Rules audit: performing actions (EN rulebook pp. 12-19, "Hero Player Actions",
"Villain Player Actions", "Activated Abilities"; ES "Acciones del jugador Héroe/Villano"),
missions rated in two skills, and ability costs that stop or block other cards.

Each test is named after the rule it plays and cites the section and page."""

from __future__ import annotations

import pytest
from factories import sg_card
from sg_fixture_effects import GameAbility, GameEffect, TitleRegistry, ask_op  # noqa: F401
from test_sg_engine_helpers import HERO_P, VILLAIN_P, B, C, I, S, mission, scenario, uid

from stargate_vcg.cards import Allegiance, CardType, Glyph
from stargate_vcg.engine.stargate import (
    Ability,
    AbilityCost,
    ActivateAbility,
    Assign,
    Boost,
    CardEffect,
    EffectRegistry,
    Pass,
    PlayCard,
    PlayComplication,
    StargateGame,
    ops,
)
from stargate_vcg.engine.stargate.effects import COST_OTHER, TEXT_ALL
from stargate_vcg.engine.stargate.facts import ASSIGNED, READY, STOPPED
from stargate_vcg.engine.stargate.legal import legal_actions_checked
from stargate_vcg.errors import IllegalAction

RECRUIT = sg_card("Recruit", CardType.SUPPORT_CHARACTER, "Zero", cost=1, skills={B: 0})
BOOKISH = sg_card("Bookish", CardType.SUPPORT_CHARACTER, "Reader", cost=1, skills={C: 2})
TINKER = sg_card("Tinker", CardType.SUPPORT_CHARACTER, "Engineer", cost=1, skills={I: 2})
JUMPER = sg_card("Jumper", CardType.SHIP, "Puddle Jumper", cost=1, firepower=1)
GLIDER = sg_card("Glider", CardType.SHIP, cost=1, firepower=1, allegiance=Allegiance.VILLAIN)
HATAK = sg_card("Hatak", CardType.SHIP, "Flagship", cost=1, firepower=2,
                allegiance=Allegiance.VILLAIN)
HATAK_TOO = sg_card("Hatak", CardType.SHIP, "Second Flagship", cost=1, firepower=2,
                    allegiance=Allegiance.VILLAIN)
HENCHMAN = sg_card("Henchman", CardType.ADVERSARY, "Brute", cost=1, skills={B: 1}, revive=1)
SCHEMER = sg_card("Schemer", CardType.ADVERSARY, "Plotter", cost=1, skills={I: 1}, revive=1)
SLIME = sg_card("Slime", CardType.OBSTACLE, cost=1, skills={I: 2, C: 5})
ROCKS = sg_card("Rocks", CardType.OBSTACLE, cost=1, skills={S: 2})
# Our own card in the shape of Withstand Armada (Combat 5 and Ingenuity 3).
ARMADA = sg_card("Twin Mission", CardType.MISSION, "Two Skills", skills={B: 5, I: 3},
                 experience=1, glyph=Glyph.ORION)
CULTURE = mission("Culture Mission", C, 3)
KIT = sg_card("Kit", CardType.GEAR, cost=0)


def both_pass(game: StargateGame) -> None:
    game.apply(Pass())
    game.apply(Pass())


def registry(**effects: CardEffect) -> EffectRegistry:
    reg = TitleRegistry()
    for title, effect in effects.items():
        reg.register(title, effect)
    return reg


# --- hero player actions (EN pp. 12-15) ------------------------------------------------


def test_assign_support_character_with_a_rating_of_zero_en_p13() -> None:
    """EN "Assign a character or ship" (p. 13) / ES "(incluso 0)": a support character
    may be assigned with a rating of 0 in the mission's skill, not with no rating."""
    game = scenario([RECRUIT, BOOKISH], power=5)
    recruit, bookish = uid(game, "Recruit"), uid(game, "Bookish")
    game.apply(PlayCard(recruit))
    game.apply(Pass())
    game.apply(PlayCard(bookish))
    game.apply(Pass())
    assert Assign(recruit) in game.legal_actions()
    assert Assign(bookish) not in game.legal_actions()
    with pytest.raises(IllegalAction, match="rating"):
        game.apply(Assign(bookish))
    game.apply(Assign(recruit))
    assert game.state.status[recruit] == ASSIGNED


def test_ships_assigned_to_any_mission_regardless_of_skill_en_p13() -> None:
    """EN p. 13: "Ships can be assigned to any mission, regardless of the skill it
    requires"; villain ships likewise, any number of them (p. 17)."""
    game = scenario([JUMPER], [GLIDER, HATAK], missions=[CULTURE, mission("Spare", B)],
                    power=5)
    jumper = uid(game, "Jumper")
    game.apply(PlayCard(jumper))
    glider, hatak = uid(game, "Glider"), uid(game, "Hatak")
    game.apply(PlayCard(glider))
    game.apply(Assign(jumper))
    game.apply(PlayCard(hatak))
    game.apply(Pass())
    game.apply(Assign(glider))
    game.apply(Pass())
    game.apply(Assign(hatak))
    assert game.state.status[jumper] == ASSIGNED
    assert game.state.status[glider] == game.state.status[hatak] == ASSIGNED


def test_hero_cant_assign_his_own_villain_cards_en_p10() -> None:
    """EN "Turn Sequence" (p. 10): on your turn your villain cards are ignored: a villain
    ship of yours in play can't be assigned while you are the hero."""
    game = scenario([HATAK], power=5)
    hatak = uid(game, "Hatak", HERO_P)
    ops.put_in_play(game, hatak)
    game._version += 1
    assert Assign(hatak) not in game.legal_actions()
    with pytest.raises(IllegalAction, match="hero ships"):
        game.apply(Assign(hatak))
    assert PlayCard(uid(game, "Hatak", HERO_P)) not in game.legal_actions()


def test_boost_with_a_different_subtitle_more_than_once_en_p14() -> None:
    """EN "Boost a character or ship" (p. 14): same title even with a different
    subtitle; the same character may be boosted more than once in a mission."""
    other_leader = sg_card("Fixture Leader", CardType.TEAM_CHARACTER, "Younger", cost=2,
                           skills={C: 0, S: 0, B: 0, I: 0})
    other_leader_2 = sg_card("Fixture Leader", CardType.SUPPORT_CHARACTER, "Clone", cost=2,
                             skills={B: 1})
    game = scenario([other_leader, other_leader_2])
    leader = uid(game, "Fixture Leader", HERO_P)
    copies = [u for u in game.state.players[HERO_P].hand
              if game.facts[u].title == "Fixture Leader"]
    game.apply(Assign(leader))
    game.apply(Pass())
    game.apply(Boost(leader, copies[0]))
    game.apply(Pass())
    game.apply(Boost(leader, copies[1]))
    assert game.skill(leader, 2) == 3 + 2
    assert game.skill(leader, 0) == 1 + 2  # skills +1: every rating he has


def test_stopped_card_cant_be_stopped_again_en_p15() -> None:
    """EN p. 15: "A card that is already stopped can't be stopped again"."""
    game = scenario()
    warrior = uid(game, "Fixture Warrior")
    assert game.state.status[warrior] == STOPPED
    assert ops.stop(game, warrior) is False
    leader = uid(game, "Fixture Leader")
    assert ops.stop(game, leader) is True and ops.stop(game, leader) is False


# --- villain player actions (EN pp. 15-18) ---------------------------------------------


def test_subtitled_villain_ship_unique_by_title_plain_ships_repeat_en_p16() -> None:
    """EN "Play an adversary or ship" (p. 16): no second ship with a subtitle sharing a
    title; no such restriction for a ship without a subtitle."""
    glider_2 = GLIDER
    game = scenario(villain_cards=[HATAK, HATAK_TOO, GLIDER, glider_2], power=9)
    game.apply(Pass())
    game.apply(PlayCard(uid(game, "Hatak", VILLAIN_P, 0)))
    game.apply(Pass())
    second = uid(game, "Hatak", VILLAIN_P, 1)
    assert PlayCard(second) not in game.legal_actions()
    with pytest.raises(IllegalAction, match="ship titled Hatak"):
        game.apply(PlayCard(second))
    game.apply(PlayCard(uid(game, "Glider", VILLAIN_P, 0)))
    game.apply(Pass())
    assert PlayCard(uid(game, "Glider", VILLAIN_P, 1)) in game.legal_actions()


def test_complication_any_card_and_destroyed_one_stops_counting_en_p18() -> None:
    """EN "Play a complication" (p. 18): any card (even a hero card) face down, +1
    difficulty; costs 1 + 1 per other complication there; a destroyed complication no
    longer affects the cost."""
    game = scenario(villain_cards=[KIT, ROCKS, HENCHMAN], power=9)
    kit = game.state.players[VILLAIN_P].hand[0]
    assert game.facts[kit].hero  # the villain holds a hero card
    game.apply(Pass())
    base = game.mission_difficulty()
    game.apply(PlayComplication(kit))
    assert game.mission_difficulty() == base + 1
    assert game.state.players[VILLAIN_P].power == 9 - 1
    game.apply(Pass())
    game.apply(PlayComplication(uid(game, "Rocks")))
    assert game.state.players[VILLAIN_P].power == 9 - 1 - 2
    ops.destroy(game, kit)
    game._version += 1
    game.apply(Pass())
    game.apply(PlayComplication(uid(game, "Henchman")))
    assert game.state.players[VILLAIN_P].power == 9 - 1 - 2 - 2  # one left there: 1 + 1


def test_adversary_boost_needs_an_adversary_card_of_the_same_title_en_p18() -> None:
    """EN "Boost an adversary or ship" (p. 18): discard an adversary card titled like
    the assigned adversary; a ship of another title can't boost it."""
    game = scenario(villain_cards=[HENCHMAN, HENCHMAN, GLIDER], power=9)
    game.apply(Pass())
    henchman = uid(game, "Henchman", VILLAIN_P, 0)
    game.apply(PlayCard(henchman))
    game.apply(Pass())
    game.apply(Assign(henchman))
    game.apply(Pass())
    boosts = [a for a in game.legal_actions() if isinstance(a, Boost)]
    assert boosts == [Boost(henchman, uid(game, "Henchman", VILLAIN_P, 1))]
    with pytest.raises(IllegalAction):
        game.apply(Boost(henchman, uid(game, "Glider")))


# --- activated abilities (EN p. 19) -----------------------------------------------------


class Drill(GameEffect):
    """Fixture: "Pay 1 power — Gain nothing" (an ability usable repeatedly)."""

    def abilities(self, game: StargateGame, source: int) -> tuple[Ability, ...]:
        return (GameAbility("drill", AbilityCost(power=1)),)


def test_same_activated_ability_used_again_as_separate_actions_en_p19() -> None:
    """EN "Activated Abilities" (p. 19): the same ability may be used more than once, as
    separate actions, while its cost can be paid."""
    game = scenario([KIT], effects=registry(Kit=Drill()), power=2)
    kit = uid(game, "Kit")
    game.apply(PlayCard(kit))
    game.apply(Pass())
    game.apply(ActivateAbility(kit, 0))
    assert game.to_act == VILLAIN_P  # it was one action
    game.apply(Pass())
    game.apply(ActivateAbility(kit, 0))
    game.apply(Pass())
    assert game.state.players[HERO_P].power == 0
    assert ActivateAbility(kit, 0) not in game.legal_actions()
    with pytest.raises(IllegalAction, match="power"):
        game.apply(ActivateAbility(kit, 0))


class P90Like(GameEffect):
    """Fixture in the shape of P90 (EN glossary "block", p. 35): "Stop this gear, block a
    team character from the current mission — gain 1 power"."""

    def abilities(self, game: StargateGame, source: int) -> tuple[Ability, ...]:
        def gain(game: StargateGame, source: int, action: ActivateAbility) -> None:
            ops.gain_power(game, HERO_P, 1)

        team_only = AbilityCost(stop_self=True, block_others=1,
                                others=lambda g, s, u: u in g._game.state.players[HERO_P].team)
        return (GameAbility("block a team character", team_only, gain),)


def test_ability_cost_blocking_a_ready_unblocked_character_glossary_block_p35() -> None:
    """EN glossary "block" (p. 35): to pay a block cost the card must be ready and not
    already blocked; it then can't join the current mission, and the block
    ends with the mission."""
    game = scenario([KIT], effects=registry(Kit=P90Like()), power=3)
    kit = uid(game, "Kit")
    leader, warrior = uid(game, "Fixture Leader"), uid(game, "Fixture Warrior")
    scholar = uid(game, "Fixture Scholar")
    game.apply(PlayCard(kit))
    game.apply(Pass())
    game.apply(Assign(scholar))
    game.apply(Pass())
    offered = {a.blocks for a in game.legal_actions() if isinstance(a, ActivateAbility)}
    ready_team = {(u,) for u in game.state.players[HERO_P].team
                  if game.state.status[u] == READY}
    assert offered == ready_team and (warrior,) not in offered and (scholar,) not in offered
    assert game.legal_actions() == legal_actions_checked(game)
    with pytest.raises(IllegalAction, match="ready and not already blocked"):
        game.apply(ActivateAbility(kit, 0, blocks=(warrior,)))
    with pytest.raises(IllegalAction, match="exactly 1"):
        game.apply(ActivateAbility(kit, 0))
    game.apply(ActivateAbility(kit, 0, blocks=(leader,)))
    assert game.is_blocked(leader) and game.state.status[kit] == STOPPED
    game.apply(Pass())
    assert Assign(leader) not in game.legal_actions()
    game.apply(Pass())  # the villain passed just before: the mission resolves
    assert game.phase == "deciding to continue" and not game.is_blocked(leader)


class Rally(GameEffect):
    """Fixture: "Stop a character — gain 2 power"."""

    def abilities(self, game: StargateGame, source: int) -> tuple[Ability, ...]:
        def gain(game: StargateGame, source: int, action: ActivateAbility) -> None:
            ops.gain_power(game, HERO_P, 2)

        return (GameAbility("stop a character", AbilityCost(stop_others=1), gain),)


def test_ability_cost_stopping_another_card_glossary_stopped_p42() -> None:
    """EN "Activated Abilities" (p. 19) and glossary "stopped" (p. 42): a cost may stop
    another card; a stopped card can't pay it (it can't be stopped again), an assigned
    one can (it stops contributing)."""
    game = scenario([KIT], effects=registry(Kit=Rally()), power=3)
    kit = uid(game, "Kit")
    leader, warrior = uid(game, "Fixture Leader"), uid(game, "Fixture Warrior")
    game.apply(PlayCard(kit))
    game.apply(Pass())
    game.apply(Assign(leader))
    game.apply(Pass())
    stops = {a.stops for a in game.legal_actions() if isinstance(a, ActivateAbility)}
    assert (leader,) in stops and (warrior,) not in stops
    with pytest.raises(IllegalAction, match="stopped"):
        game.apply(ActivateAbility(kit, 0, stops=(warrior,)))
    game.apply(ActivateAbility(kit, 0, stops=(leader,)))
    assert game.state.status[leader] == STOPPED and game.hero_total() == 0
    assert game.state.players[HERO_P].power == 3 - 0 + 2


# --- a mission rated in two skills (ruling: either skill; values.mission_skills) ---------


def test_two_skill_mission_succeeds_with_either_skill_en_p4_p21() -> None:
    """Ruling on EN "Mission" (p. 4: "use one of the four skills to complete each
    mission") and "Determine Success or Failure" (p. 21): Combat 5 / Ingenuity 3 is a
    success with 4 Ingenuity even though Combat is only 4."""
    game = scenario(missions=[ARMADA, CULTURE])
    game.apply(Assign(uid(game, "Fixture Leader")))  # B3 I2
    game.apply(Pass())
    game.apply(Assign(uid(game, "Fixture Scientist")))  # B1 I2
    assert game.hero_total(2) == 4 and game.mission_difficulty(2) == 5
    assert game.hero_total() == 4 and game.mission_difficulty() == 3  # deciding: Ingenuity
    both_pass(game)
    assert [e.kind for e in game.log_entries if e.kind in ("success", "failure")] == [
        "success"]


def test_two_skill_mission_fails_when_neither_skill_reaches_its_difficulty() -> None:
    """Ruling (as above): an obstacle rated in both skills raises each difficulty by its
    rating in that skill only (EN p. 16); 4 Combat < 5 and 4 Ingenuity < 3 + 2."""
    game = scenario(villain_cards=[SLIME], missions=[ARMADA, CULTURE])
    game.apply(Assign(uid(game, "Fixture Leader")))
    game.apply(PlayCard(uid(game, "Slime")))  # I2 (and C5, which counts nowhere)
    game.apply(Assign(uid(game, "Fixture Scientist")))
    assert game.mission_difficulty(3) == 5 and game.mission_difficulty(2) == 5
    both_pass(game)
    assert any(e.kind == "failure" for e in game.log_entries)


def test_two_skill_mission_assignments_and_obstacles_use_either_skill() -> None:
    """Ruling (as above), with EN pp. 13 and 16-17: a support character or adversary
    rated in either skill may be assigned; an obstacle matching either may be played;
    one matching neither may not. The fast enumeration agrees with the checks."""
    game = scenario([TINKER, BOOKISH], [SCHEMER, ROCKS, SLIME], missions=[ARMADA, CULTURE],
                    power=9)
    tinker, bookish = uid(game, "Tinker"), uid(game, "Bookish")
    game.apply(PlayCard(tinker))
    schemer = uid(game, "Schemer")
    game.apply(PlayCard(schemer))
    game.apply(PlayCard(bookish))
    assert PlayCard(uid(game, "Slime")) in game.legal_actions()
    assert PlayCard(uid(game, "Rocks")) not in game.legal_actions()
    assert Assign(schemer) in game.legal_actions()
    assert game.legal_actions() == legal_actions_checked(game)
    game.apply(Assign(schemer))
    assert Assign(tinker) in game.legal_actions() and Assign(bookish) not in game.legal_actions()
    assert game.legal_actions() == legal_actions_checked(game)
    game.apply(Assign(tinker))
    assert game.mission_difficulty(3) == 3 + 1 and game.mission_difficulty(2) == 5


class TwoStops(GameEffect):
    """Fixture in the shape of "<Scorpius> or <Triangulum>, Stop two support characters
    — gain 1 power"."""

    def abilities(self, game: StargateGame, source: int) -> tuple[Ability, ...]:
        def gain(game: StargateGame, source: int, action: ActivateAbility) -> None:
            ops.gain_power(game, HERO_P, 1)

        cost = AbilityCost(any_glyph=(Glyph.SCORPIUS, Glyph.TRIANGULUM), stop_others=2,
                           others=lambda g, s, u: g._game.facts[u].kind == 1)  # support
        return (GameAbility("stop two support characters", cost, gain),)


def test_ability_cost_with_either_glyph_and_two_stopped_cards_en_p19_p27() -> None:
    """EN "Activated Abilities" (p. 19: glyphs in a cost) and "Earn a Glyph" (p. 27: the
    glyph is only needed beneath the character, not spent): "A or B" needs one of them;
    two other cards of the named kind are stopped."""
    scorpius = mission("Spare Mission", C, 3, glyph=Glyph.SCORPIUS)
    game = scenario([RECRUIT, TINKER], missions=[mission("Test Mission", B), scorpius],
                    effects=registry(**{"Fixture Scholar": TwoStops()}), power=5)
    scholar = uid(game, "Fixture Scholar")
    recruit, tinker = uid(game, "Recruit"), uid(game, "Tinker")
    game.apply(PlayCard(recruit))
    game.apply(Pass())
    game.apply(PlayCard(tinker))
    game.apply(Pass())
    with pytest.raises(IllegalAction, match="scorpius or triangulum glyph"):
        game.apply(ActivateAbility(scholar, 0, stops=(recruit, tinker)))
    ops.place_glyph(game, uid(game, "Spare Mission"), scholar)
    game._version += 1
    offered = [a for a in game.legal_actions() if isinstance(a, ActivateAbility)]
    assert offered == [ActivateAbility(scholar, 0, (), (recruit, tinker))]
    with pytest.raises(IllegalAction, match="exactly 2"):
        game.apply(ActivateAbility(scholar, 0, stops=(recruit,)))
    game.apply(offered[0])
    assert game.state.status[recruit] == game.state.status[tinker] == STOPPED
    assert game.glyphs(scholar) and game.state.players[HERO_P].power == 5 - 2 + 1


def test_team_character_copy_cant_be_played_only_boost_or_complication_en_p32() -> None:
    """EN "Building a Deck" (p. 32): there is no way to play a team character from the
    hand; the copies boost (p. 14) or become complications (p. 18)."""
    copy = sg_card("Fixture Scholar", CardType.TEAM_CHARACTER, "Linguist", cost=0,
                   skills={C: 3, S: 2, B: 0, I: 1})
    game = scenario([copy], power=5)
    scholar = uid(game, "Fixture Scholar", HERO_P, 0)
    card = uid(game, "Fixture Scholar", HERO_P, 1)
    assert PlayCard(card) not in game.legal_actions()
    with pytest.raises(IllegalAction, match="the hero player plays"):
        game.apply(PlayCard(card))
    game.apply(Assign(scholar))
    game.apply(Pass())
    assert Boost(scholar, card) in game.legal_actions()


def test_second_adversary_may_be_assigned_once_the_first_is_no_longer_assigned_en_p17() -> None:
    """EN p. 17: "You can't assign an adversary to a mission if you already have another
    assigned there"; once the first is stopped it is no longer assigned (glossary
    "assigned", p. 34)."""
    game = scenario(villain_cards=[HENCHMAN, SCHEMER], missions=[ARMADA, CULTURE], power=5)
    henchman, schemer = uid(game, "Henchman"), uid(game, "Schemer")
    game.apply(Pass())
    game.apply(PlayCard(henchman))
    game.apply(Pass())
    game.apply(PlayCard(schemer))
    game.apply(Pass())
    game.apply(Assign(henchman))
    game.apply(Pass())
    assert Assign(schemer) not in game.legal_actions()
    ops.stop(game, henchman)
    game._version += 1
    assert Assign(schemer) in game.legal_actions()


def test_villain_stop_cost_uses_his_adversaries_not_ignored_cards_en_p10_p19() -> None:
    """EN "Activated Abilities" (p. 19: hero or villain may use them) and "Turn Sequence"
    (p. 10: the villain's hero cards are ignored): a villain's "Stop a card" cost is paid
    with one of his adversaries, never with a hero card of his in play."""
    game = scenario(villain_cards=[HENCHMAN, SCHEMER, RECRUIT],
                    effects=registry(Henchman=Rally()), power=5)
    henchman, schemer = uid(game, "Henchman"), uid(game, "Schemer")
    recruit = uid(game, "Recruit", VILLAIN_P)
    ops.put_in_play(game, recruit)  # a hero card of the villain: ignored this turn
    game.apply(Pass())
    game.apply(PlayCard(henchman))
    game.apply(Pass())
    game.apply(PlayCard(schemer))
    game.apply(Pass())
    stops = {a.stops for a in game.legal_actions() if isinstance(a, ActivateAbility)}
    assert stops == {(henchman,), (schemer,)}
    with pytest.raises(IllegalAction):
        game.apply(ActivateAbility(henchman, 0, stops=(recruit,)))
    game.apply(ActivateAbility(henchman, 0, stops=(schemer,)))
    assert game.state.status[schemer] == STOPPED


TOOL = sg_card("Tool", CardType.GEAR, cost=0)


def test_a_card_whose_text_is_removed_has_no_ability_of_its_own_ruling() -> None:
    """Ruling (README "Card text"): a card whose whole text is removed ("loses its game
    text") has none of its own activated abilities, in the reference checks as in the
    fast listing, while another card's ability stays usable."""
    game = scenario([KIT, TOOL], effects=registry(Kit=Drill(), Tool=Drill()), power=3)
    kit, tool = uid(game, "Kit"), uid(game, "Tool")
    game.apply(PlayCard(kit))
    game.apply(Pass())
    game.apply(PlayCard(tool))
    game.apply(Pass())
    assert ActivateAbility(kit, 0) in game.legal_actions()
    game.surface.remove_text(kit, TEXT_ALL)
    assert ActivateAbility(kit, 0) not in game.legal_actions()
    assert ActivateAbility(tool, 0) in game.legal_actions()
    assert game.legal_actions() == legal_actions_checked(game)
    with pytest.raises(IllegalAction, match="no such activated ability"):
        game.apply(ActivateAbility(kit, 0))


class _FixedDrill(Drill):
    """Fixture: Drill, declaring that its ability never changes (read once per layout)."""

    def fixed_abilities(self) -> tuple[Ability, ...] | None:
        return (GameAbility("drill", AbilityCost(power=1)),)


class _AbilitiesCostMore(GameEffect):
    """Fixture: "Activated abilities cost 1 more power" (a cost modifier on other actions,
    so that each activation's cost is computed)."""

    cost_on = COST_OTHER

    def cost_modifier(self, game: StargateGame, source: int, player: int,
                      action: object) -> int:
        return 1 if isinstance(action, ActivateAbility) else 0


@pytest.mark.parametrize("costs", [False, True])
def test_a_card_whose_text_is_removed_has_no_fixed_ability_of_its_own_ruling(
        costs: bool) -> None:
    """As above, for a card whose abilities are read once per layout (`fixed_abilities`),
    with and without a modifier of activations' costs in effect (found by the slow
    playout test, seed 1578: the ability was listed, and with such a modifier listing
    failed on it)."""
    cards = [KIT, TOOL] if costs else [KIT]
    effects = registry(Kit=_FixedDrill(), Tool=_AbilitiesCostMore()) if costs else \
        registry(Kit=_FixedDrill())
    game = scenario(cards, effects=effects, power=5)
    kit = uid(game, "Kit")
    game.apply(PlayCard(kit))
    game.apply(Pass())
    if costs:
        game.apply(PlayCard(uid(game, "Tool")))
        game.apply(Pass())
    assert ActivateAbility(kit, 0) in game.legal_actions()
    game.surface.remove_text(kit, TEXT_ALL)
    assert ActivateAbility(kit, 0) not in game.legal_actions()
    assert game.legal_actions() == legal_actions_checked(game)
