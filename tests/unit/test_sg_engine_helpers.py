"""Helpers for the Stargate engine tests: decks of fixture cards and state arrangement.

(Named test_sg_engine_* so it belongs to the engine's test area; the tests at the end check
the helpers themselves.)"""

from __future__ import annotations

from collections.abc import Sequence

from factories import HERO, MISSIONS, TEAM, VILLAIN, sg_card

from stargate_vcg.cards import CardType, Skill, StargateCard
from stargate_vcg.decklists.model import Deck, DeckEntry, Game, Section
from stargate_vcg.engine.stargate import (
    ChooseStoppedCharacter,
    EffectRegistry,
    Keep,
    StargateGame,
    active,
)
from stargate_vcg.engine.stargate import phases as ph
from stargate_vcg.engine.stargate.facts import Z_DECK, Z_HAND, Z_MISSIONS

C, S, B, I = Skill.CULTURE, Skill.SCIENCE, Skill.COMBAT, Skill.INGENUITY  # noqa: E741


def team(*points: int, prefix: str = "T") -> list[StargateCard]:
    """Four team characters with the given point values (all skills 1)."""
    return [sg_card(f"{prefix} Member {i}", CardType.TEAM_CHARACTER, f"{prefix}{i}", cost=p,
                    skills={C: 1, S: 1, B: 1, I: 1}) for i, p in enumerate(points)]


def mission(title: str, skill: Skill = B, difficulty: int = 3, experience: int = 1,
            **fields: object) -> StargateCard:
    from stargate_vcg.cards import Glyph

    fields.setdefault("glyph", Glyph.ORION)
    return sg_card(title, CardType.MISSION, "Somewhere", skills={skill: difficulty},
                   experience=experience, **fields)


def filler(n: int, prefix: str = "Filler") -> list[StargateCard]:
    """Textless hero gear of cost 9 (never affordable) to pad decks."""
    return [sg_card(f"{prefix} {i}", CardType.GEAR, cost=9) for i in range(n)]


def deck(team_cards: Sequence[StargateCard], missions: Sequence[StargateCard],
         cards: Sequence[StargateCard] = (), name: str = "test deck") -> Deck:
    def entries(cs: Sequence[StargateCard]) -> list[DeckEntry]:
        return [DeckEntry(name=c.name, quantity=1, card=c) for c in cs]

    return Deck(game=Game.STARGATE, name=name, sections={
        Section.TEAM: entries(team_cards), Section.MISSIONS: entries(missions),
        Section.DECK: entries(cards)})


def fixture_decks() -> tuple[Deck, Deck]:
    from factories import fixture_deck

    return fixture_deck(), fixture_deck()


def uid(game: StargateGame, title: str, player: int | None = None, nth: int = 0) -> int:
    found = [u for u, f in enumerate(game.facts) if f.title == title
             and (player is None or f.owner == player)]
    return found[nth]


def set_hand(game: StargateGame, player: int, titles: Sequence[str]) -> None:
    """Make these cards (plus others from the deck) the player's hand; keeps its size."""
    st = game.state
    p = st.players[player]
    size = len(p.hand)
    pool = p.hand + p.deck
    chosen: list[int] = []
    for title in titles:
        pick = next(u for u in pool if game.facts[u].title == title and u not in chosen)
        chosen.append(pick)
    rest = [u for u in pool if u not in chosen]
    fill = max(0, size - len(chosen))
    p.hand = chosen + rest[:fill]
    p.deck = rest[fill:]
    for u in p.hand:
        st.zone[u] = Z_HAND
    for u in p.deck:
        st.zone[u] = Z_DECK
    active.rebuild(game)  # arranged by hand: the cards in effect indexed again


def set_missions(game: StargateGame, player: int, titles: Sequence[str]) -> None:
    """Put these missions on top of the pile, the first one on top."""
    st = game.state
    p = st.players[player]
    chosen = [next(u for u in p.missions if game.facts[u].title == t) for t in titles]
    rest = [u for u in p.missions if u not in chosen]
    p.missions = rest + list(reversed(chosen))
    for u in p.missions:
        st.zone[u] = Z_MISSIONS
    active.rebuild(game)


def new_game(decks: Sequence[Deck], seed: int = 0, max_turns: int | None = None,
             effects: EffectRegistry | None = None) -> StargateGame:
    return StargateGame.new(decks, seed=seed, max_turns=max_turns, effects=effects)


def finish_setup(game: StargateGame, stop: str | None = None, hands: dict[int, list[str]] |
                 None = None, missions: dict[int, list[str]] | None = None) -> StargateGame:
    """Stop a team character (by title, else the first offered), arrange hands and mission
    piles, keep every opening hand: the game is then at its first performing-actions step."""
    while game.state.phase == ph.SETUP_STOP:
        options = [a for a in game.legal_actions() if isinstance(a, ChooseStoppedCharacter)]
        pick = next((a for a in options if stop and game.facts[a.character].title == stop),
                    options[-1])
        game.apply(pick)
    for player, titles in (hands or {}).items():
        set_hand(game, player, titles)
    for player, titles in (missions or {}).items():
        set_missions(game, player, titles)
    while game.state.phase == ph.MULLIGAN:
        game.apply(Keep())
    return game


def test_helpers_build_a_playable_game() -> None:
    game = finish_setup(new_game(fixture_decks()))
    assert game.phase == "performing actions"
    assert len(game.state.players[0].hand) == 8


def test_set_hand_and_missions_arrange_the_cards() -> None:
    a = deck(TEAM, MISSIONS, HERO + VILLAIN)
    game = new_game([a, a])
    finish_setup(game, hands={1: ["Fixture Ambush", "Fixture Guard"]},
                 missions={1: [MISSIONS[5].title]})
    names = {game.facts[u].title for u in game.state.players[1].hand}
    assert {"Fixture Ambush", "Fixture Guard"} <= names
    assert game.facts[game.state.players[1].missions[-1]].title == MISSIONS[5].title


# --- a small scenario builder: player 0 is the hero of turn 1 ---------------------------

HERO_P, VILLAIN_P = 0, 1

TEST_MISSION = mission("Test Mission", B, 3)
"""The hero's first mission in a `scenario` unless told otherwise: Combat 3."""
SPARE = mission("Spare Mission", C, 3)
"""The hero's mission after it: Culture 3."""


def villain_team() -> list[StargateCard]:
    return team(4, 4, 4, 4, prefix="V")


def scenario(hero_cards: Sequence[StargateCard] = (),
             villain_cards: Sequence[StargateCard] = (),
             missions: Sequence[StargateCard] | None = None,
             hero_team: Sequence[StargateCard] | None = None,
             effects: EffectRegistry | None = None, seed: int = 0,
             power: int | None = None, pad: int = 10,
             max_turns: int | None = None) -> StargateGame:
    """Hero (player 0, the first player: his opponent's team is worth more) holds
    `hero_cards`, the villain holds `villain_cards`; the hero's missions are played in
    the given order (default: one Combat 3 mission and a spare)."""
    missions = list(missions) if missions is not None else [TEST_MISSION, SPARE]
    hero = deck(hero_team or TEAM, missions, [*hero_cards, *filler(pad, "H")], "hero")
    villain = deck(villain_team(), [mission("Villain Mission", C, 3)],
                   [*villain_cards, *filler(pad, "V")], "villain")
    game = new_game([hero, villain], seed=seed, effects=effects, max_turns=max_turns)
    finish_setup(game, stop="Fixture Warrior",
                 hands={HERO_P: [c.title for c in hero_cards],
                        VILLAIN_P: [c.title for c in villain_cards]},
                 missions={HERO_P: [m.title for m in missions]})
    if power is not None:
        for p in game.state.players:
            p.power = power
    return game
