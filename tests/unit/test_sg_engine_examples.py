"""The rulebooks' worked examples replayed with fixture cards carrying the same numbers
(EN rulebook: "Starting a Game", "Power Phase", "Example of Performing Actions",
"Determine Success or Failure", "Use Success and Failure Game Text", "Deciding to Continue",
"Debrief Phase", "Winning the Game"; ES reglas: the same examples with Juan and Pablo)."""

from __future__ import annotations

from factories import sg_card
from sg_fixture_effects import GameAbility, GameEffect, TitleRegistry, ask_op  # noqa: F401
from test_sg_engine_helpers import B, C, deck, filler, finish_setup, mission, new_game, uid

from stargate_vcg.cards import CardType, Glyph
from stargate_vcg.engine.stargate import (
    Assign,
    Boost,
    ChooseGlyphCharacter,
    Continue,
    EffectRegistry,
    Keep,
    Pass,
    PlayCard,
    PlayComplication,
    StargateGame,
    Stop,
    Trigger,
    TriggerEvent,
    ops,
)
from stargate_vcg.engine.stargate.facts import READY, STOPPED

JASON, PAUL = 0, 1


def _char(title: str, cost: int, combat: int) -> object:
    return sg_card(title, CardType.TEAM_CHARACTER, "Example", cost=cost,
                   skills={C: 1, B: combat, **{k: 0 for k in ()}})


TEALC = sg_card("Teal'c", CardType.TEAM_CHARACTER, "Enemy of the Goa'uld", cost=4,
                skills={C: 2, B: 3})
RAKNOR = sg_card("Rak'nor", CardType.TEAM_CHARACTER, "Example", cost=3, skills={C: 1, B: 2})
JASON_TEAM = [TEALC, RAKNOR,
              sg_card("Jason Scout", CardType.TEAM_CHARACTER, "Example", cost=3,
                      skills={C: 1, B: 0}),
              sg_card("Jason Pilot", CardType.TEAM_CHARACTER, "Example", cost=3,
                      skills={C: 1, B: 0})]
PAUL_TEAM = [sg_card(f"Paul Member {p}", CardType.TEAM_CHARACTER, "Example", cost=p,
                     skills={C: 1, B: 1}) for p in (2, 3, 4, 5)]
OLAF = sg_card("Olaf", CardType.SUPPORT_CHARACTER, "Example", cost=3, skills={B: 2})
SALISH = sg_card("Salish Spirits", CardType.OBSTACLE, cost=2, skills={B: 2})
MUDSLIDE = sg_card("Mudslide", CardType.OBSTACLE, cost=1, skills={C: 1})
SUPPLY_RAID = mission("Supply Raid", B, difficulty=4, experience=2, glyph=Glyph.ORION)
SECOND = mission("Second Mission", C, difficulty=6, experience=2, glyph=Glyph.LIBRA)
THIRD = mission("Third Mission", C, difficulty=3, experience=1)
OLD = [mission(f"Old Mission {i}", C, difficulty=3, experience=1) for i in range(2)]


def _decks() -> list:
    jason = deck(JASON_TEAM, [SUPPLY_RAID, SECOND, THIRD, *OLD], [OLAF, OLAF, *filler(10, "J")],
                 name="Jason")
    paul = deck(PAUL_TEAM, [mission(f"Paul Mission {i}") for i in range(3)],
                [SALISH, MUDSLIDE, *filler(10, "P")], name="Paul")
    return [jason, paul]


def _start(effects: EffectRegistry | None = None) -> StargateGame:
    """Jason starts with two glyphs beneath his characters (from earlier turns), so both
    players get 5 power as in the example."""
    game = new_game(_decks(), seed=1, effects=effects)
    game.apply(next(a for a in game.legal_actions()
                    if game.facts[a.character].title == "Jason Scout"))
    ops.place_glyph(game, uid(game, "Old Mission 0"), uid(game, "Jason Scout"))
    ops.place_glyph(game, uid(game, "Old Mission 1"), uid(game, "Jason Pilot"))
    return finish_setup(game, hands={JASON: ["Olaf", "Olaf"],
                                     PAUL: ["Salish Spirits", "Mudslide"]},
                        missions={JASON: ["Supply Raid", "Second Mission"]})


def _perform_supply_raid(game: StargateGame, assign_raknor: bool = True) -> None:
    tealc, raknor = uid(game, "Teal'c"), uid(game, "Rak'nor")
    olaf, olaf2 = uid(game, "Olaf", nth=0), uid(game, "Olaf", nth=1)
    game.apply(Assign(tealc))
    game.apply(Pass())
    game.apply(PlayCard(olaf))
    assert game.state.players[JASON].power == 2
    game.apply(Pass())
    game.apply(Assign(olaf))
    assert game.hero_total() == 5
    game.apply(PlayCard(uid(game, "Salish Spirits")))
    assert game.mission_difficulty() == 6
    game.apply(Boost(olaf, olaf2))
    assert game.skill(olaf, 2) == 3 and game.hero_total() == 6
    filler_card = next(u for u in game.state.players[PAUL].hand
                       if game.facts[u].title.startswith("P "))
    game.apply(PlayComplication(filler_card))
    assert game.state.players[PAUL].power == 2
    assert game.mission_difficulty() == 7
    if assign_raknor:
        game.apply(Assign(raknor))
        assert game.hero_total() == 8
        game.apply(Pass())  # Paul passes,
        game.apply(Pass())  # and Jason passes behind him.
    else:
        game.apply(Pass())
        game.apply(Pass())


def test_victory_totals_example() -> None:
    """EN "Starting a Game": Paul's team 2+3+4+5 makes Jason's victory total 14; Jason's
    3+3+3+4 makes Paul's 13; Jason becomes the first player and Paul stops one of
    Jason's team characters."""
    game = new_game(_decks(), seed=5)
    assert game.victory_total(JASON) == 14 and game.victory_total(PAUL) == 13
    assert game.state.first_player == JASON
    assert game.to_act == PAUL
    assert {game.facts[a.character].owner for a in game.legal_actions()} == {JASON}


def test_power_phase_example() -> None:
    """EN "Power Phase": two glyphs beneath Jason's characters: Jason and Paul each
    receive 5 power."""
    game = _start()
    assert game.state.hero == JASON
    assert [p.power for p in game.state.players] == [5, 5]


def test_example_of_performing_actions_supply_raid() -> None:
    """EN "Example of Performing Actions" and "Determine Success or Failure": Teal'c,
    Olaf (boosted) and Rak'nor total 8 Combat against 7 (Supply Raid 4, Salish Spirits
    2, one complication): Jason succeeds; the glyph goes beneath Teal'c; the three stay
    stopped for the next mission; Jason and Paul have 2 power each."""
    game = _start()
    _perform_supply_raid(game)
    outcome = next(e for e in game.log_entries if e.kind in ("success", "failure"))
    assert (outcome.kind, outcome.value, outcome.text) == ("success", 8, "7")
    tealc = uid(game, "Teal'c")
    options = {a.character for a in game.legal_actions()}
    assert options == {tealc, uid(game, "Rak'nor"), uid(game, "Olaf")}
    game.apply(ChooseGlyphCharacter(tealc))
    assert game.state.glyphs[tealc] == [uid(game, "Supply Raid")]
    # Salish Spirits and the complication are destroyed.
    assert game.state.obstacles == [] and game.state.complications == []
    game.apply(Continue())  # no failed mission: costs nothing
    assert game.facts[game.state.mission].title == "Second Mission"
    for title in ("Teal'c", "Olaf", "Rak'nor"):
        assert game.state.status[uid(game, title)] == STOPPED
    assert [p.power for p in game.state.players] == [2, 2]


def test_debrief_example_refills_two_and_three_cards() -> None:
    """EN "Debrief Phase": Jason fails his second mission and stops; he readies his
    characters, puts the failed mission on the bottom, draws 2 (Olaf and the boost);
    Paul draws 3 (two obstacles and a complication)."""
    game = _start()
    _perform_supply_raid(game)
    game.apply(ChooseGlyphCharacter(uid(game, "Teal'c")))
    game.apply(Continue())
    game.apply(Pass())
    game.apply(PlayCard(uid(game, "Mudslide")))
    game.apply(Pass())
    game.apply(Pass())
    assert [e.kind for e in game.log_entries if e.kind in ("success", "failure")] == [
        "success", "failure"]
    assert set(game.legal_actions()) == {Continue(), Stop()}
    game.apply(Stop())
    draws = [e for e in game.log_entries if e.kind == "draw"]
    assert [(e.player, e.value) for e in draws] == [(JASON, 2), (PAUL, 3)]
    second = uid(game, "Second Mission")
    assert game.state.players[JASON].missions[0] == second  # the bottom
    assert all(game.state.status[u] == READY for u in game.state.players[JASON].in_play
               if game.facts[u].title in ("Teal'c", "Olaf", "Rak'nor"))
    assert game.state.hero == PAUL and game.state.turn == 2


class SupplyRaid(GameEffect):
    """Fixture text: "Success: Your opponent loses 2 power." """

    def triggers(self, game: StargateGame, source: int, event: TriggerEvent) -> bool:
        return event.kind is Trigger.SUCCESS and game.state.mission == source

    def resolve(self, game: StargateGame, source: int, event: TriggerEvent) -> None:
        ops.lose_power(game, game.state.villain, 2)


class SalishSpirits(GameEffect):
    """Fixture text: "Failure: Destroy a support character." """

    def triggers(self, game: StargateGame, source: int, event: TriggerEvent) -> bool:
        return event.kind is Trigger.FAILURE

    def resolve(self, game: StargateGame, source: int, event: TriggerEvent) -> None:
        supports = [u for u in game.state.players[game.state.hero].in_play
                    if game.facts[u].kind == 1]
        ask_op(game, source, game.facts[source].owner, supports, "destroy",
                   "destroy a support character")


def test_success_text_supply_raid_opponent_loses_two_power() -> None:
    """EN "Use Success and Failure Game Text": Supply Raid succeeds, Jason uses
    "Success: Your opponent loses 2 power"."""
    registry = TitleRegistry()
    registry.register("Supply Raid", SupplyRaid())
    registry.register("Salish Spirits", SalishSpirits())
    game = _start(registry)
    _perform_supply_raid(game)
    assert game.state.players[PAUL].power == 0
    assert any(e.kind == "trigger" and e.text == "success" for e in game.log_entries)


def test_failure_text_salish_spirits_destroys_olaf() -> None:
    """EN "Use Success and Failure Game Text": had Jason failed, Paul would have used
    Salish Spirits' failure text, which destroyed Olaf (a support character)."""
    registry = TitleRegistry()
    registry.register("Salish Spirits", SalishSpirits())
    game = _start(registry)
    _perform_supply_raid(game, assign_raknor=False)
    olaf = uid(game, "Olaf", nth=0)
    # Olaf is the only support character: a choice with one answer is made at once.
    assert olaf in game.state.players[JASON].discard
    assert any(e.kind == "choose" and e.player == PAUL for e in game.log_entries)


def test_winning_example_victory_total_fifteen() -> None:
    """EN "Winning the Game": Paul's team 5+4+3+3 sets Jason's victory total at 15;
    Jason wins as hero with 15 or more experience."""
    jason_team = [sg_card(f"J{i}", CardType.TEAM_CHARACTER, "x", cost=3,
                          skills={C: 1, B: 1}) for i in range(4)]
    paul_team = [sg_card(f"P{i}", CardType.TEAM_CHARACTER, "x", cost=p, skills={C: 1, B: 1})
                 for i, p in enumerate((5, 4, 3, 3))]
    big = [mission(f"Big {i}", C, experience=5) for i in range(4)]
    game = new_game([deck(jason_team, big, filler(10)), deck(paul_team, big[:1], filler(10))])
    assert game.victory_total(JASON) == 15
    game.apply(game.legal_actions()[0])
    j0 = uid(game, "J0", JASON)
    for i in range(3):
        ops.place_glyph(game, uid(game, f"Big {i}", JASON), j0)
    assert game.experience(JASON) == 15
    game.apply(Keep())
    game.apply(Keep())
    assert game.is_over and game.winner == JASON
    assert game.result.reason == "experience"
