"""Effect hooks, each shown with a fixture effect defined here (the card-effects issue
plugs real card text into the same hooks). Rules cited: EN glossary "triggered effects",
"skills", "can't"; "Activated Abilities"; "Earn a Glyph" (glyph costs and glyph text)."""

from __future__ import annotations

import pytest
from factories import sg_card
from sg_fixture_effects import GameAbility, GameEffect, TitleRegistry, ask_op
from test_sg_engine_helpers import HERO_P, VILLAIN_P, B, C, I, mission, scenario, uid

from stargate_vcg.cards import Allegiance, CardType, Glyph
from stargate_vcg.engine.stargate import (
    Ability,
    AbilityCost,
    Action,
    ActivateAbility,
    Assign,
    CardEffect,
    ChooseGlyphCharacter,
    EffectRegistry,
    Pass,
    PlayCard,
    PlayComplication,
    ResolveTrigger,
    StargateGame,
    Trigger,
    TriggerEvent,
    ops,
)
from stargate_vcg.engine.stargate.facts import ASSIGNED, READY, STOPPED, SUPPORT, Z_MISSIONS
from stargate_vcg.engine.stargate.state import MOD_SKILL
from stargate_vcg.errors import IllegalAction


def registry(**effects: CardEffect) -> EffectRegistry:
    reg = TitleRegistry()
    for title, effect in effects.items():
        reg.register(title.replace("_", " "), effect)
    return reg


class GainOnEvent(GameEffect):
    """Fixture: "When/Each time <event> (about this card), gain N power"."""

    def __init__(self, kind: Trigger, amount: int = 1, own: bool = True) -> None:
        self.kind, self.amount, self.own = kind, amount, own

    def triggers(self, game: StargateGame, source: int, event: TriggerEvent) -> bool:
        return event.kind is self.kind and (not self.own or event.card in (source, -1))

    def resolve(self, game: StargateGame, source: int, event: TriggerEvent) -> None:
        ops.gain_power(game, game.facts[source].owner, self.amount)


ENVOY = sg_card("Envoy", CardType.SUPPORT_CHARACTER, "Herald", cost=1, skills={B: 1})
SCOUT = sg_card("Scout", CardType.SUPPORT_CHARACTER, "Runner", cost=1, skills={B: 1},
                traits=("Jaffa",))
ARTOK = sg_card("Artok", CardType.SUPPORT_CHARACTER, "Jaffa", cost=1, skills={B: 2},
                traits=("Jaffa",))
GEAR = sg_card("Rings", CardType.GEAR, cost=1)
FOE = sg_card("Foe", CardType.ADVERSARY, "Minion", cost=1, skills={B: 1}, revive=1)
GUNSHIP = sg_card("Gunship", CardType.SHIP, "Hero", cost=1, firepower=2)
PERIL = sg_card("Peril", CardType.OBSTACLE, cost=1, skills={B: 1})


# --- triggers ---------------------------------------------------------------------------


def test_trigger_when_played() -> None:
    game = scenario([ENVOY], effects=registry(Envoy=GainOnEvent(Trigger.CARD_PLAYED, 2)))
    game.apply(PlayCard(uid(game, "Envoy")))
    assert game.state.players[HERO_P].power == 3 - 1 + 2


def test_trigger_when_assigned() -> None:
    game = scenario([ENVOY], effects=registry(Envoy=GainOnEvent(Trigger.ASSIGNED)))
    game.apply(PlayCard(uid(game, "Envoy")))
    game.apply(Pass())
    game.apply(Assign(uid(game, "Envoy")))
    assert game.state.players[HERO_P].power == 3 - 1 + 1


def test_trigger_when_revived() -> None:
    game = scenario(villain_cards=[FOE], effects=registry(Foe=GainOnEvent(Trigger.REVIVED, 4)))
    game.apply(Pass())
    game.apply(PlayCard(uid(game, "Foe")))
    game.apply(Pass())
    game.apply(Assign(uid(game, "Foe")))
    game.apply(Pass())
    game.apply(Pass())
    from stargate_vcg.engine.stargate import Revive

    game.apply(Revive(uid(game, "Foe")))
    assert any(e.kind == "trigger" and e.text == "revived" for e in game.log_entries)


def test_trigger_when_a_mission_is_played_asks_a_choice() -> None:
    """Brief Candle-like: "When you play this mission, stop a character"."""

    class StopOne(GameEffect):
        def triggers(self, game: StargateGame, source: int, event: TriggerEvent) -> bool:
            return event.kind is Trigger.MISSION_PLAYED and event.card == source

        def resolve(self, game: StargateGame, source: int, event: TriggerEvent) -> None:
            ready = [u for u in game.state.players[game.state.hero].in_play
                     if game.state.status[u] == READY]
            ask_op(game, source, game.state.hero, ready, "stop", "stop a character")

    game = scenario(missions=[mission("Candle", B, 3), mission("Spare", C, 3)],
                    effects=registry(Candle=StopOne()))
    assert game.phase == "performing actions"
    # The choice was asked before the first action.
    from stargate_vcg.engine.stargate import Choose

    actions = game.legal_actions()
    assert all(isinstance(a, Choose) for a in actions) and len(actions) == 3
    leader = uid(game, "Fixture Leader")
    game.apply(Choose(leader))
    assert game.state.status[leader] == STOPPED


def test_trigger_glyph_earned_only_for_a_different_glyph() -> None:
    """Ishta-like: "Each time she earns a different glyph" (value 0: already had it)."""
    seen: list[int] = []

    class Ishta(GameEffect):
        def triggers(self, game: StargateGame, source: int, event: TriggerEvent) -> bool:
            return event.kind is Trigger.GLYPH_EARNED and event.card == source and \
                event.value > 0

        def resolve(self, game: StargateGame, source: int, event: TriggerEvent) -> None:
            seen.append(event.value)

    game = scenario(missions=[mission("Orion 1", B, 0), mission("Orion 2", B, 0)],
                    effects=registry(Fixture_Leader=Ishta()), power=5)
    from stargate_vcg.engine.stargate import Continue

    leader = uid(game, "Fixture Leader")
    for i in range(2):
        ops.ready(game, leader)  # as a card effect could, to earn a second glyph
        game.apply(Assign(leader))
        game.apply(Pass())
        game.apply(Pass())
        if i == 0:
            game.apply(Continue())
    assert len(game.state.glyphs[leader]) == 2
    assert seen == [uid(game, "Orion 1")]


def test_victory_text_on_assigned_ships() -> None:
    game = scenario([GUNSHIP], effects=registry(Gunship=GainOnEvent(Trigger.VICTORY, 5,
                                                                    own=False)))
    game.apply(PlayCard(uid(game, "Gunship")))
    game.apply(Pass())
    game.apply(Assign(uid(game, "Gunship")))
    game.apply(Pass())
    game.apply(Pass())
    assert any(e.kind == "trigger" and e.text == "victory" for e in game.log_entries)


def test_success_or_failure_text_counts_as_both() -> None:
    class Either(GameEffect):
        def triggers(self, game: StargateGame, source: int, event: TriggerEvent) -> bool:
            return event.kind in (Trigger.SUCCESS, Trigger.FAILURE)

        def resolve(self, game: StargateGame, source: int, event: TriggerEvent) -> None:
            ops.gain_power(game, game.facts[source].owner, 1)

    for combat_ok in (True, False):
        game = scenario(villain_cards=[PERIL], effects=registry(Peril=Either()))
        game.apply(Assign(uid(game, "Fixture Leader")))
        game.apply(PlayCard(uid(game, "Peril")))
        if combat_ok:
            game.apply(Assign(uid(game, "Fixture Scientist")))
            game.apply(Pass())
        game.apply(Pass())
        game.apply(Pass()) if not combat_ok else None
        kinds = [e.text for e in game.log_entries if e.kind == "trigger"]
        assert kinds == (["success"] if combat_ok else ["failure"])


def test_several_triggers_are_ordered_by_the_hero() -> None:
    """EN glossary "triggered effects": resolve one at a time in the hero's order."""
    reg = registry(Envoy=GainOnEvent(Trigger.MISSION_END, 1, own=False),
                   Scout=GainOnEvent(Trigger.MISSION_END, 2, own=False))
    game = scenario([ENVOY, SCOUT], effects=reg, power=5)
    game.apply(PlayCard(uid(game, "Envoy")))
    game.apply(Pass())
    game.apply(PlayCard(uid(game, "Scout")))
    game.apply(Pass())
    game.apply(Pass())
    actions = game.legal_actions()
    assert set(actions) == {ResolveTrigger(uid(game, "Envoy")), ResolveTrigger(uid(game, "Scout"))}
    assert game.to_act == HERO_P
    game.apply(ResolveTrigger(uid(game, "Scout")))
    order = [game.facts[e.card].title for e in game.log_entries if e.kind == "trigger"]
    assert order == ["Scout", "Envoy"]


# --- continuous modifiers ---------------------------------------------------------------


class JaffaMaster(GameEffect):
    """Bra'tac-like: "While ready, each Jaffa support character gets skills +1"."""

    def skills_modifier(self, game: StargateGame, source: int, target: int) -> int:
        f = game.facts[target]
        return 1 if (game.state.status[source] == READY and f.kind == SUPPORT
                     and "jaffa" in f.traits) else 0


def test_skills_modifier_affects_only_ratings_the_card_has() -> None:
    """EN glossary "skills": Bra'tac gives Artok +1 Combat but no other skill."""
    game = scenario([ARTOK], effects=registry(Fixture_Leader=JaffaMaster()))
    game.apply(PlayCard(uid(game, "Artok")))
    artok = uid(game, "Artok")
    assert game.skill(artok, 2) == 3
    assert game.skill(artok, 0) is None


def test_named_skill_is_gained_even_without_a_rating() -> None:
    """EN glossary "skills": Young Jack gains Science and Combat given by name."""

    class YoungJack(GameEffect):
        def grants_skill(self, game: StargateGame, source: int, target: int,
                         skill: int) -> bool:
            return target == source and skill == 0

        def skill_modifier(self, game: StargateGame, source: int, target: int,
                           skill: int) -> int:
            return 1 if target == source and skill == 0 else 0

    game = scenario([SCOUT], effects=registry(Scout=YoungJack()))
    game.apply(PlayCard(uid(game, "Scout")))
    assert game.skill(uid(game, "Scout"), 0) == 1


def test_difficulty_and_firepower_modifiers() -> None:
    """Red Sky-like difficulty +1, and a firepower bonus."""

    class Harder(GameEffect):
        def difficulty_modifier(self, game: StargateGame, source: int, target: int,
                                skill: int) -> int:
            return 1 if target == source else 0

    class Guns(GameEffect):
        def firepower_modifier(self, game: StargateGame, source: int, target: int) -> int:
            return 2 if target == source else 0

    from stargate_vcg.engine.stargate import values

    game = scenario([GUNSHIP], [PERIL], effects=registry(Peril=Harder(), Gunship=Guns()))
    game.apply(PlayCard(uid(game, "Gunship")))
    game.apply(PlayCard(uid(game, "Peril")))
    assert game.mission_difficulty() == 3 + 2
    assert values.firepower(game, uid(game, "Gunship")) == 4


def test_stopped_cards_text_still_applies() -> None:
    """EN glossary "stopped": Martouf's continuous text works while he is stopped."""

    class Martouf(GameEffect):
        def skills_modifier(self, game: StargateGame, source: int, target: int) -> int:
            return 1 if target != source else 0

    game = scenario(effects=registry(Fixture_Warrior=Martouf()))
    assert game.state.status[uid(game, "Fixture Warrior")] == STOPPED
    assert game.skill(uid(game, "Fixture Leader"), 2) == 4


def test_glyph_conditioned_continuous_text_applies_once() -> None:
    """EN "Earn a Glyph": Svetlana's "<Triangulum>: gets Ingenuity +1" applies once even
    with two such glyphs."""

    class Svetlana(GameEffect):
        def skill_modifier(self, game: StargateGame, source: int, target: int,
                           skill: int) -> int:
            return 1 if target == source and skill == 3 and ops.has_glyph(
                game, source, Glyph.TRIANGULUM) else 0

    tri = [mission(f"Tri {i}", I, glyph=Glyph.TRIANGULUM) for i in range(2)]
    game = scenario(missions=[mission("Test Mission", B), *tri],
                    effects=registry(Fixture_Leader=Svetlana()))
    leader = uid(game, "Fixture Leader")
    assert game.skill(leader, 3) == 2
    ops.place_glyph(game, uid(game, "Tri 0"), leader)
    assert game.skill(leader, 3) == 3
    ops.place_glyph(game, uid(game, "Tri 1"), leader)
    assert game.skill(leader, 3) == 3


def test_experience_on_other_cards_counts() -> None:
    class Bonus(GameEffect):
        def experience(self, game: StargateGame, source: int) -> int:
            return 20

    game = scenario([ENVOY], effects=registry(Envoy=Bonus()))
    game.apply(PlayCard(uid(game, "Envoy")))
    assert game.is_over and game.winner == HERO_P and game.result.reason == "experience"


class _ExperienceWhileAssigned(GameEffect):
    """Experience +20 while its card is assigned: a change no glyph, token or score pile
    makes (`State.progress` stays), so only `victory.text_may_win` has it checked."""

    def experience(self, game: StargateGame, source: int) -> int:
        return 20 if game.state.status[source] == ASSIGNED else 0


@pytest.mark.parametrize(("assign", "over"), [(True, True), (False, False)])
def test_experience_text_in_effect_wins_at_the_action_that_raises_it(
        assign: bool, over: bool) -> None:
    game = scenario([ENVOY], effects=registry(Envoy=_ExperienceWhileAssigned()))
    envoy = uid(game, "Envoy")
    game.apply(PlayCard(envoy))
    game.apply(Pass())  # (the villain's turn to act)
    assert not game.is_over
    if assign:
        game.apply(Assign(envoy))
    assert game.is_over is over
    if over:
        assert game.winner == HERO_P and game.result.reason == "experience"


# --- cost modifiers ---------------------------------------------------------------------


def test_cost_modifier_complications_cost_one_more_while_assigned() -> None:
    """Teal'c-like: "Complications cost power +1 to play while Teal'c is assigned"."""

    class Tealc(GameEffect):
        def cost_modifier(self, game: StargateGame, source: int, player: int,
                          action: Action) -> int:
            assigned = game.state.status[source] == 2
            return 1 if assigned and isinstance(action, PlayComplication) else 0

    game = scenario(villain_cards=[PERIL, ENVOY], effects=registry(Fixture_Leader=Tealc()))
    game.apply(Assign(uid(game, "Fixture Leader")))
    game.apply(PlayComplication(uid(game, "Peril")))
    assert game.state.players[VILLAIN_P].power == 3 - 2


def test_cost_modifier_cheaper_card() -> None:
    """Drey'auc-like: "costs power -2 to play if there was a successful mission"."""

    class Cheap(GameEffect):
        def cost_modifier(self, game: StargateGame, source: int, player: int,
                          action: Action) -> int:
            return -2 if isinstance(action, PlayCard) and action.card == source else 0

    pricey = sg_card("Pricey", CardType.SUPPORT_CHARACTER, "X", cost=4, skills={B: 1})
    reg = TitleRegistry()
    reg.register(pricey.id, Cheap(), by="id")
    game = scenario([pricey], effects=reg)
    game.apply(PlayCard(uid(game, "Pricey")))  # 4 - 2 with 3 power
    assert game.state.players[HERO_P].power == 1


# --- restrictions and permissions -----------------------------------------------------------


class FallOfEarth(GameEffect):
    def forbids(self, game: StargateGame, source: int, player: int,
                action: Action) -> str | None:
        if isinstance(action, PlayCard) and game.facts[action.card].kind == SUPPORT:
            return "you can't play support characters"
        return None


class Harlan(GameEffect):
    def permits(self, game: StargateGame, source: int, player: int, action: Action,
                rule: str) -> bool:
        return isinstance(action, PlayCard) and "Play a card" in rule


def test_permission_waives_the_same_title_rule() -> None:
    """Harlan-like "can": play a support character even with the same title in play."""
    envoy2 = sg_card("Envoy", CardType.SUPPORT_CHARACTER, "Other", cost=1, skills={B: 1})
    game = scenario([ENVOY, envoy2], effects=registry(Fixture_Scholar=Harlan()))
    game.apply(PlayCard(uid(game, "Envoy", nth=0)))
    game.apply(Pass())
    game.apply(PlayCard(uid(game, "Envoy", nth=1)))
    assert sum(game.facts[u].title == "Envoy" for u in game.state.players[HERO_P].in_play) == 2


def test_cant_beats_can() -> None:
    """EN glossary "can't": Fall of Earth's "can't" beats Harlan's permission."""
    game = scenario([ENVOY], missions=[mission("Fall of Earth", B), mission("Spare", C)],
                    effects=registry(Fixture_Scholar=Harlan(), Fall_of_Earth=FallOfEarth()))
    with pytest.raises(IllegalAction) as info:
        game.apply(PlayCard(uid(game, "Envoy")))
    assert info.value.rule.endswith("can't")
    assert PlayCard(uid(game, "Envoy")) not in game.legal_actions()


# --- activated abilities ------------------------------------------------------------------


def test_ability_paid_with_power_and_stopping() -> None:
    """Transport Rings-like: "Stop this gear, pay 3 power — Ready a character"; a stopped
    gear can't pay again (EN glossary "stopped")."""

    def ready_leader(game: StargateGame, source: int, action: ActivateAbility) -> None:
        ops.ready(game, uid(game, "Fixture Warrior"))

    class Rings(GameEffect):
        def abilities(self, game: StargateGame, source: int) -> tuple[Ability, ...]:
            return (GameAbility("ready a character", AbilityCost(power=3, stop_self=True),
                            ready_leader),)

    game = scenario([GEAR], effects=registry(Rings=Rings()), power=4)
    rings = uid(game, "Rings")
    game.apply(PlayCard(rings))
    game.apply(Pass())
    assert ActivateAbility(rings, 0) in game.legal_actions()
    game.apply(ActivateAbility(rings, 0))
    assert game.state.status[uid(game, "Fixture Warrior")] == READY
    assert game.state.status[rings] == STOPPED and game.state.players[HERO_P].power == 0
    game.apply(Pass())
    assert ActivateAbility(rings, 0) not in game.legal_actions()


def test_ability_with_a_glyph_cost_keeps_the_glyph() -> None:
    """EN "Earn a Glyph": Maybourne's "<glyph>, Stop — ..." needs the glyph beneath him;
    it is not lost."""

    def all_plus_one(game: StargateGame, source: int, action: ActivateAbility) -> None:
        for u in game.state.players[HERO_P].team:
            if u != source:
                ops.add_mission_mod(game, u, MOD_SKILL, 1, skill=2)

    class Maybourne(GameEffect):
        def abilities(self, game: StargateGame, source: int) -> tuple[Ability, ...]:
            return (GameAbility("team +1", AbilityCost(stop_self=True, glyphs=(Glyph.LIBRA,)),
                            all_plus_one),)

    libra = mission("Libra Place", C, glyph=Glyph.LIBRA)
    game = scenario(missions=[mission("Test Mission", B), libra],
                    effects=registry(Fixture_Scholar=Maybourne()))
    scholar = uid(game, "Fixture Scholar")
    assert ActivateAbility(scholar, 0) not in game.legal_actions()
    ops.place_glyph(game, uid(game, "Libra Place"), scholar)
    game.apply(ActivateAbility(scholar, 0))
    assert game.skill(uid(game, "Fixture Leader"), 2) == 4
    assert game.glyph_count(HERO_P) == 1


def test_ability_with_a_discard_cost_once_per_turn() -> None:
    """Nicholas Ballard-like: "Discard a card — gets +2 ... only once each turn"."""

    def plus_two(game: StargateGame, source: int, action: ActivateAbility) -> None:
        ops.add_mission_mod(game, source, MOD_SKILL, 2, skill=2)

    class Ballard(GameEffect):
        def abilities(self, game: StargateGame, source: int) -> tuple[Ability, ...]:
            return (GameAbility("+2", AbilityCost(discards=1), plus_two, once_per_turn=True),)

    game = scenario([ENVOY], effects=registry(Envoy=Ballard()))
    envoy = uid(game, "Envoy")
    game.apply(PlayCard(envoy))
    game.apply(Pass())
    options = [a for a in game.legal_actions() if isinstance(a, ActivateAbility)]
    assert options and all(len(a.discards) == 1 for a in options)
    discarded = options[0].discards[0]
    game.apply(options[0])
    assert discarded in game.state.players[HERO_P].discard
    assert game.skill(envoy, 2) == 3
    game.apply(Pass())
    assert not [a for a in game.legal_actions() if isinstance(a, ActivateAbility)]
    with pytest.raises(IllegalAction):
        game.apply(ActivateAbility(envoy, 0, (game.state.players[HERO_P].hand[0],)))


def test_villain_cards_are_ignored_during_their_owners_hero_turn() -> None:
    """EN "Turn Sequence": the hero's villain cards are ignored by both players."""
    villainous = sg_card("Dark Ship", CardType.SHIP, "Evil", cost=0, firepower=1,
                         allegiance=Allegiance.VILLAIN)

    class Aura(GameEffect):
        def skills_modifier(self, game: StargateGame, source: int, target: int) -> int:
            return 5

    game = scenario(effects=registry(Dark_Ship=Aura()))
    ship = next(u for u, f in enumerate(game.facts) if f.title == "Dark Ship") \
        if any(f.title == "Dark Ship" for f in game.facts) else None
    assert ship is None  # not in these decks; put one of the hero's villain cards in play:
    game2 = scenario([villainous], effects=registry(Dark_Ship=Aura()))
    ops.put_in_play(game2, uid(game2, "Dark Ship"))
    assert game2.skill(uid(game2, "Fixture Leader"), 2) == 3


def test_glyph_choice_still_offered_with_effects() -> None:
    game = scenario(effects=registry(Envoy=GainOnEvent(Trigger.ASSIGNED)))
    game.apply(Assign(uid(game, "Fixture Leader")))
    game.apply(Pass())
    game.apply(Assign(uid(game, "Fixture Scientist")))
    game.apply(Pass())
    game.apply(Pass())
    assert {a for a in game.legal_actions()} == {
        ChooseGlyphCharacter(uid(game, "Fixture Leader")),
        ChooseGlyphCharacter(uid(game, "Fixture Scientist"))}


def test_permission_does_not_waive_basic_facts() -> None:
    """A "can" waives a rule, not the facts: a card still in the deck stays unplayable."""
    game = scenario([ENVOY], effects=registry(Fixture_Scholar=Harlan()))
    in_deck = game.state.players[HERO_P].deck[0]
    with pytest.raises(IllegalAction) as info:
        game.apply(PlayCard(in_deck))
    assert "not in your hand" in info.value.reason


def test_start_of_debrief_trigger_comes_before_readying_and_failed_missions() -> None:
    """Dialing Computer-like: "At the start of your debrief phase, you may place any of
    your failed missions on top of your mission pile" (EN "Gear" example card)."""
    seen: list[int] = []

    class DialingComputer(GameEffect):
        def triggers(self, game: StargateGame, source: int, event: TriggerEvent) -> bool:
            return event.kind is Trigger.DEBRIEF_START

        def resolve(self, game: StargateGame, source: int, event: TriggerEvent) -> None:
            seen.append(game.state.status[uid(game, "Fixture Scientist")])
            for m in list(game.state.failed):
                ops.take_out(game, m)
                game.state.players[HERO_P].missions.append(m)
                game.state.zone[m] = Z_MISSIONS  # on top

    game = scenario([GEAR], missions=[mission("Hard", B, 9), mission("Spare", C, 3)],
                    effects=registry(Rings=DialingComputer()))
    game.apply(PlayCard(uid(game, "Rings")))
    game.apply(Pass())
    game.apply(Assign(uid(game, "Fixture Scientist")))
    game.apply(Pass())
    game.apply(Pass())
    from stargate_vcg.engine.stargate import Stop

    game.apply(Stop())
    assert seen == [STOPPED]
    assert game.state.players[HERO_P].missions[-1] == uid(game, "Hard")
    assert game.state.status[uid(game, "Fixture Scientist")] == READY


def test_a_difficulty_change_until_the_end_of_the_turn_counts() -> None:
    """`Surface.modify(..., difficulty=True, until=UNTIL_TURN_END)` keeps the change with
    the turn's modifiers: the mission's difficulty counts it (it was ignored)."""
    from test_sg_engine_helpers import fixture_decks

    from stargate_vcg.engine.stargate import StargateGame
    from stargate_vcg.engine.stargate.surface import UNTIL_MISSION_END, UNTIL_TURN_END
    from stargate_vcg.engine.stargate.values import mission_difficulty

    for until in (UNTIL_MISSION_END, UNTIL_TURN_END):
        game = StargateGame.new(fixture_decks(), seed=3)
        while game.phase != "performing actions":
            game.apply(game.legal_actions()[0])
        before = mission_difficulty(game)
        game.surface.modify(game.state.mission, 2, difficulty=True, until=until)
        assert mission_difficulty(game) == before + 2
