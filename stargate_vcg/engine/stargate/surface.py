"""`Surface`: what card text may see and do. Card effects get one, never the game.

Queries read the game as the rules define it (current skills with every modifier, the
cards in effect); operations change it only through `ops`, so that every change keeps
the engine's invariants, is logged and fires the events other cards react to. Cards are
per-game uids; skills are indices into `SKILLS` (`CULTURE`, `SCIENCE`, `COMBAT`,
`INGENUITY`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING, Final

from stargate_vcg.cards.names import normalize_name
from stargate_vcg.cards.stargate import Glyph
from stargate_vcg.engine.stargate import active, ops, values
from stargate_vcg.engine.stargate.effects import (
    T_MISSION_PILE_REORDERED,
    Ability,
    CardEffect,
    Decision,
    Replace,
    Trigger,
    TriggerEvent,
)
from stargate_vcg.engine.stargate.facts import (
    ADVERSARY,
    ASSIGNED,
    EVENT,
    GEAR,
    INCAPACITATED,
    MISSION,
    OBSTACLE,
    READY,
    SHIP,
    STATE_NAMES,
    STOPPED,
    SUPPORT,
    TEAM,
    W_ADVERSARY,
    Z_BENEATH,
    Z_DECK,
    Z_MISSIONS,
    Z_PLAY,
    Z_PURGED,
    ZONE_NAMES,
)
from stargate_vcg.engine.stargate.state import (
    MOD_DIFFICULTY,
    MOD_FIREPOWER,
    MOD_MISSION_SKILL,
    MOD_SKILL,
    MOD_SKILLS,
)

if TYPE_CHECKING:
    from stargate_vcg.engine.stargate.core import GameCore

CULTURE: Final = 0
SCIENCE: Final = 1
COMBAT: Final = 2
INGENUITY: Final = 3

# Durations of modifiers (mission end, turn end, and so on).
UNTIL_MISSION_END: Final = 0
UNTIL_TURN_END: Final = 1
UNTIL_NEXT_MISSION_END: Final = 2

# A card's memory under this key lends it the traits of the cards it holds (text that
# copies another character's traits): `has_trait` and `traits` read it (sl-heroes).
LENT_TRAITS: Final = "lent traits"

# When a delayed trigger fires.
AT_MISSION_END: Final = 0
AT_TURN_END: Final = 1


# Trait names as card text spells them -> their normalized keys. Card text asks about a
# few fixed names, over and over (skill totals, listings): normalizing one (interpreted,
# Unicode and a regex) costs some 7,000 instructions, a dict lookup 50.
_TRAIT_KEYS: Final[dict[str, str]] = {}


def _trait_key(trait: str) -> str:
    key = _TRAIT_KEYS.get(trait)
    if key is None:
        if len(_TRAIT_KEYS) >= 10_000:  # names made up at run time: memory stays bounded
            _TRAIT_KEYS.clear()
        key = _TRAIT_KEYS[trait] = normalize_name(trait)
    return key


def _role_cards(game: GameCore, player: int, found: list[int], status_of: int = 0,
                owner_of: int = -1, characters: bool = False) -> None:
    """`Surface.role_pool`: `player`'s cards in play that `in_effect_for_role` keeps, of
    status `status_of` (0: any), owner `owner_of` (-1: any) and printed characters only
    (`characters`)."""
    st = game.state
    status = st.status
    hero, villain = st.hero, st.villain
    # Owner and sides from the layout's bytes (`fast.Tables`), not from each card's
    # `CardFacts` object (one object less per card to bring into the cache).
    t = game.tables
    owners, sides, printed_characters = t.owner, t.side, t.character
    # `values.turned_adversary` is asked only when it may hold: a card under the
    # villain's control, or one whose text makes it his adversary (`W_ADVERSARY`).
    turned, text_zones = bool(st.turned), game.text_zones
    if not turned:
        # No card is under another player's control (`ops.turn_into_adversary`): every
        # card on `player`'s side of play is his own, so the side his role keeps is one
        # mask for all of them (no owner read per card; the usual case), and none is of
        # another owner.
        if owner_of >= 0 and owner_of != player:
            return
        keep = ((values.SIDE_HERO if player == hero else 0)
                | (values.SIDE_VILLAIN if player == villain else 0))
        for card in st.players[player].in_play:
            s = status[card]
            if (s == status_of if status_of else s != 0) and (
                    not characters or printed_characters[card]) and (
                    sides[card] & keep
                    or (text_zones[card] & W_ADVERSARY
                        and values.turned_adversary(game, card))):
                found.append(card)
        return
    for card in st.players[player].in_play:
        s = status[card]
        if (s == status_of if status_of else s != 0) and (
                owner_of < 0 or owners[card] == owner_of) and (
                not characters or printed_characters[card]):
            owner = owners[card]
            if ((owner == hero and sides[card] & values.SIDE_HERO)
                    or (owner == villain and sides[card] & values.SIDE_VILLAIN)
                    or ((turned or text_zones[card] & W_ADVERSARY)
                        and values.turned_adversary(game, card))):
                found.append(card)


class Surface:
    """The narrow, documented view of one game that card code uses."""

    __slots__ = ("_game",)

    def __init__(self, game: GameCore) -> None:
        self._game = game

    # --- who and when ------------------------------------------------------------------

    @property
    def hero(self) -> int:
        return self._game.state.hero

    @property
    def villain(self) -> int:
        return self._game.state.villain

    @property
    def turn(self) -> int:
        return self._game.state.turn

    @property
    def phase(self) -> str:
        from stargate_vcg.engine.stargate.phases import NAMES

        return NAMES[self._game.state.phase]

    def opponent(self, player: int) -> int:
        """The hero's opponent is the villain and the villain's the hero; an inactive
        player's is the player on his left."""
        st = self._game.state
        if player == st.hero:
            return st.villain
        if player == st.villain:
            return st.hero
        return (player + 1) % self._game.n_players

    # --- what a card is ----------------------------------------------------------------

    def owner(self, card: int) -> int:
        # A byte of the layout's `Tables.owner`, not the card's `CardFacts` object (card
        # code asks this of many cards: one object less brought into the cache each).
        return self._game.tables.owner[card]

    def title(self, card: int) -> str:
        return self._game.facts[card].title

    def title_key(self, card: int) -> str:
        """`cards.names.normalize_name(title(card))`, made once per card."""
        return self._game.facts[card].title_key

    def name(self, card: int) -> str:
        return self._game.facts[card].name

    def card_id(self, card: int) -> str:
        return self._game.facts[card].id

    def has_trait(self, card: int, trait: str) -> bool:
        key = _trait_key(trait)
        game = self._game
        # Until text lends or takes traits, a card's are its printed ones, read without
        # looking the memory up (`State.traits_moved`).
        moved = game.state.traits_moved
        if key in game.facts[card].traits and not (moved and self._traits_taken(card)):
            return True
        if moved:
            lent = game.state.memory.get((card, LENT_TRAITS), ())
            if any(key in game.facts[o].traits for o in lent):
                return True
        # (The hook's cards read by number: a list item, not a dict lookup by name.)
        return (bool(game.numbered_sources[values.N_GRANTS_TRAIT])
                and values.trait_granted(game, card, key))

    def is_team_character(self, card: int) -> bool:
        return self._game.facts[card].kind == TEAM

    def is_support_character(self, card: int) -> bool:
        return (self._game.facts[card].kind == SUPPORT
                and not values.adversary_now(self._game, card))

    def is_character(self, card: int) -> bool:
        return values.character_now(self._game, card)

    def is_obstacle(self, card: int) -> bool:
        return self._game.facts[card].kind == OBSTACLE

    def is_adversary(self, card: int) -> bool:
        """Printed an adversary, or one now (`values.turned_adversary`)."""
        return values.adversary_now(self._game, card)

    def is_event(self, card: int) -> bool:
        return self._game.facts[card].kind == EVENT

    def is_gear(self, card: int) -> bool:
        return self._game.facts[card].kind == GEAR

    def is_ship(self, card: int) -> bool:
        return self._game.facts[card].kind == SHIP

    def is_mission(self, card: int) -> bool:
        return self._game.facts[card].kind == MISSION

    def printed_rating(self, card: int, skill: int) -> int | None:
        return self._game.facts[card].skills[skill]

    # --- where and how a card is -------------------------------------------------------

    def zone(self, card: int) -> str:
        return ZONE_NAMES[self._game.state.zone[card]]

    def state(self, card: int) -> str:
        return STATE_NAMES[self._game.state.status[card]]

    def in_play(self, card: int) -> bool:
        return self._game.state.status[card] != 0

    def in_effect_for_role(self, card: int) -> bool:
        """In play for its owner's role this turn: the hero's hero cards, the villain's
        villain cards (the others are ignored: rulebook "Turn Sequence")."""
        st = self._game.state
        f = self._game.facts[card]
        return st.status[card] != 0 and (
            (f.owner == st.hero and f.hero) or (f.owner == st.villain and f.villain)
            or values.turned_adversary(self._game, card))

    def role_pool(self, status: int = 0, owner: int = -1, characters: bool = False
                  ) -> list[int]:
        """The cards `vocab.select` looks among by default, in its order: the hero's cards
        in play for his role (`in_effect_for_role`), the villain's, then the obstacles.
        A new list. (One native loop: asked card by card through `cards_in_play` and
        `in_effect_for_role`, the pool was half of a text game's `select`, some 1% of
        the game; session 11 sp-carry5.)

        Narrowed, the same list less the cards that are not of status `status` (READY,
        ASSIGNED or STOPPED; 0: any), not owned by `owner` (-1: any), or not printed
        characters (`characters`): tests a pick asks of every card it accepts
        (`vocab.select`), asked here of the bytes of the state and layout rather than
        through the pick, card by card (session 20 sp-cards14)."""
        game = self._game
        st = game.state
        found: list[int] = []
        _role_cards(game, st.hero, found, status, owner, characters)
        _role_cards(game, st.villain, found, status, owner, characters)
        if not (status or owner >= 0 or characters):
            found.extend(st.obstacles)
            return found
        owners, printed_characters = game.tables.owner, game.tables.character
        for card in st.obstacles:
            if (st.status[card] == status if status else True) and (
                    owner < 0 or owners[card] == owner) and (
                    not characters or printed_characters[card]):
                found.append(card)
        return found

    def role_characters(self, player: int) -> list[int]:
        """`player`'s characters (`is_character`) in effect for his role
        (`in_effect_for_role`), in their order of play. A new list. (One native loop, as
        `role_pool`: Walkie-Talkie asks it at every listing while it is ready.)"""
        game = self._game
        found: list[int] = []
        _role_cards(game, player, found, 0, -1, True)  # (printed characters only)
        # `values.character_now` of each, asked only when one may be an adversary now:
        # under another player's control, or by its own text (`W_ADVERSARY`). Most
        # listings have neither, and `found` is the answer as it is (sp-cands22: the
        # gear's finder, some 8 calls a text game of 7 characters each).
        turned, text_zones = game.state.turned, game.text_zones
        for c in found:
            if (turned and c in turned) or text_zones[c] & W_ADVERSARY:
                return [c for c in found if values.character_now(game, c)]
        return found

    def stopped_or_assigned_characters(self, player: int) -> tuple[int, ...]:
        """`player`'s cards in play, stopped or assigned, that are characters now
        (`is_character`), in their order of play. (One native loop: a target finder asks
        it at every listing of the actions while its card is in play, some 20 a text
        game, each card's status read from the state rather than through `is_stopped`
        and `is_assigned`.)"""
        game = self._game
        status = game.state.status
        return tuple([c for c in game.state.players[player].in_play
                      if (status[c] == STOPPED or status[c] == ASSIGNED)
                      and values.character_now(game, c)])

    def is_ready(self, card: int) -> bool:
        return self._game.state.status[card] == READY

    def is_assigned(self, card: int) -> bool:
        return self._game.state.status[card] == ASSIGNED

    def is_stopped(self, card: int) -> bool:
        return self._game.state.status[card] == STOPPED

    def is_incapacitated(self, card: int) -> bool:
        return self._game.state.status[card] == INCAPACITATED

    def is_blocked(self, card: int) -> bool:
        return card in self._game.state.blocks

    def at_mission(self, card: int) -> bool:
        """The current mission, an obstacle there, or an assigned card."""
        st = self._game.state
        return card == st.mission or card in st.obstacles or st.status[card] == ASSIGNED

    def text_removed(self, card: int, part: int) -> bool:
        return bool(self._game.state.removed_text.get(card, 0) & part)

    # --- piles -------------------------------------------------------------------------

    def cards_in_play(self, player: int) -> tuple[int, ...]:
        return tuple(self._game.state.players[player].in_play)

    def characters(self, player: int) -> tuple[int, ...]:
        game = self._game
        return tuple(u for u in game.state.players[player].in_play
                     if values.character_now(game, u))

    def team_characters(self, player: int) -> tuple[int, ...]:
        facts = self._game.facts
        return tuple(u for u in self._game.state.players[player].in_play
                     if facts[u].kind == TEAM)

    def support_characters(self, player: int) -> tuple[int, ...]:
        game = self._game
        return tuple(u for u in game.state.players[player].in_play
                     if game.facts[u].kind == SUPPORT and not values.adversary_now(game, u))

    def assigned(self, player: int) -> tuple[int, ...]:
        st = self._game.state
        return tuple(u for u in st.players[player].in_play if st.status[u] == ASSIGNED)

    def hand(self, player: int) -> tuple[int, ...]:
        return tuple(self._game.state.players[player].hand)

    def discard_pile(self, player: int) -> tuple[int, ...]:
        return tuple(self._game.state.players[player].discard)

    def hero_cards_in_discard(self, player: int) -> tuple[int, ...]:
        """The hero cards (`is_hero_card`) of `player`'s discard pile, in pile order. (One
        native loop: a target finder asks it at every listing of the actions while its
        card is in play, over a pile that grows.)"""
        side = self._game.tables.side
        return tuple([c for c in self._game.state.players[player].discard
                      if side[c] & values.SIDE_HERO])

    def score_pile(self, player: int) -> tuple[int, ...]:
        return tuple(self._game.state.players[player].score)

    def deck_size(self, player: int) -> int:
        return len(self._game.state.players[player].deck)

    def power(self, player: int) -> int:
        return self._game.state.players[player].power

    # --- the current mission -----------------------------------------------------------

    @property
    def mission(self) -> int:
        """The current mission's uid, or -1."""
        return self._game.state.mission

    @property
    def obstacles(self) -> tuple[int, ...]:
        return tuple(self._game.state.obstacles)

    @property
    def complication_count(self) -> int:
        return len(self._game.state.complications)

    def mission_skills(self) -> tuple[int, ...]:
        return values.mission_skills(self._game) if self._game.state.mission >= 0 else ()

    def skill(self, card: int, skill: int) -> int | None:
        """A character's or adversary's current rating (None without one)."""
        return values.skill(self._game, card, skill)

    def difficulty(self, card: int, skill: int) -> int:
        """An obstacle's or the mission's current difficulty in `skill`."""
        return values.difficulty_of(self._game, card, skill)

    def glyphs(self, character: int) -> tuple[int, ...]:
        return tuple(self._game.state.glyphs.get(character, ()))

    def has_glyph(self, character: int, glyph: object) -> bool:
        return ops.has_glyph(self._game, character, glyph)

    def beneath(self, card: int) -> tuple[int, ...]:
        return tuple(self._game.state.beneath.get(card, ()))

    # --- what a card remembers ---------------------------------------------------------

    def recall(self, source: int, key: str) -> tuple[int, ...]:
        return self._game.state.memory.get((source, key), ())

    def remember(self, source: int, key: str, items: Sequence[int]) -> None:
        st = self._game.state
        st.memory[(source, key)] = tuple(items)
        if key == LENT_TRAITS:
            st.traits_moved = True
        self._game._version += 1

    def forget(self, source: int, key: str) -> None:
        self._game.state.memory.pop((source, key), None)

    # --- decisions ---------------------------------------------------------------------

    def decide(self, decision: Decision) -> None:
        """Ask a player (see `Decision`); the answer resumes the card's text. A decision
        with no option is skipped; one that must be answered with every option is
        answered at once, without asking."""
        self._game.ask(decision)

    def after_mission(self, source: int, step: str, args: Sequence[int] = ()) -> None:
        """A delayed trigger: "at the end of the current mission, ..." resumes `step`
        of this card's text before mission-long modifiers end."""
        self._game.state.delayed.append((AT_MISSION_END, source, step, tuple(args)))

    def keep_rules(self, source: int, until: int = UNTIL_TURN_END) -> None:
        """This card's "can't" (`forbids`) and its cost modifiers keep applying to the
        mission's end (`UNTIL_MISSION_END`) or the turn's, wherever the card goes."""
        self._game.state.lasting_rules.append((source, until))
        self._game._version += 1

    def lasting_rules(self) -> tuple[tuple[int, int], ...]:
        """(card, until) of the restrictions kept by `keep_rules`."""
        return tuple(self._game.state.lasting_rules)

    def after_turn(self, source: int, step: str, args: Sequence[int] = ()) -> None:
        self._game.state.delayed.append((AT_TURN_END, source, step, tuple(args)))

    # --- operations --------------------------------------------------------------------

    def stop(self, card: int) -> bool:
        return ops.stop(self._game, card)

    def ready(self, card: int) -> bool:
        return ops.ready(self._game, card)

    def destroy(self, card: int) -> None:
        ops.destroy(self._game, card)

    def incapacitate(self, card: int) -> bool:
        return ops.incapacitate(self._game, card)

    def block(self, card: int, by: int = -1, *, until_mission_end: bool = False) -> None:
        ops.block(self._game, card, by, until_mission_end=until_mission_end)

    def gain_power(self, player: int, n: int) -> None:
        game = self._game
        ops.gain_power(game, player, n)
        if n > 0 and game.effect_uids:  # "each time ... gains power" (session 7 sp-cards8)
            game.fire(Trigger.POWER_GAINED, player, -1, n)

    def lose_power(self, player: int, n: int) -> None:
        ops.lose_power(self._game, player, n)

    def draw(self, player: int, n: int = 1) -> int:
        return ops.draw_cards(self._game, player, n)

    def discard(self, card: int) -> None:
        ops.discard_from_hand(self._game, card)

    def take_into_hand(self, card: int) -> None:
        """From wherever it is (discard pile, deck...) into its owner's hand."""
        game = self._game
        from_deck = game.state.zone[card] == Z_DECK
        ops.to_hand(game, card)
        # (Session 10 sp-cards15: counted by `taken_from_deck_this_mission`.)
        if from_deck:
            game.record(_FROM_DECK, game.facts[card].owner)

    def refill(self, player: int) -> int:
        """Draw up to the hand size of eight (rulebook "Debrief Phase")."""
        n = 8 - len(self._game.state.players[player].hand)
        return ops.draw_cards(self._game, player, n) if n > 0 else 0

    def deck_cards(self, player: int) -> tuple[int, ...]:
        """A deck's cards, for text that searches it (the decision that offers them is
        hidden from the other players)."""
        return tuple(self._game.state.players[player].deck)

    def shuffle_deck(self, player: int) -> None:
        ops.shuffle(self._game.rng, self._game.state.players[player].deck)

    def reveal(self, card: int) -> None:
        """Show a card to every player (logged by name)."""
        self._game.record("reveal", self._game.facts[card].owner, card)

    def shuffle_into_deck(self, cards: Sequence[int]) -> None:
        """Put these cards into their owners' decks and shuffle those decks."""
        ops.shuffle_into_deck(self._game, cards)

    def place_top_of_deck_beneath(self, player: int, holder: int) -> bool:
        """The top card of `player`'s deck face down beneath `holder`."""
        deck = self._game.state.players[player].deck
        if not deck:
            return False
        ops.place_beneath(self._game, deck[-1], holder)
        return True

    def place_beneath(self, card: int, holder: int) -> None:
        ops.place_beneath(self._game, card, holder)

    def modify(self, target: int, delta: int, *, skill: int | None = None,
               skills: bool = False, difficulty: bool = False, firepower: bool = False,
               until: int = UNTIL_MISSION_END) -> None:
        """A lasting modifier: "<target> gets <skill> +N until ...". Exactly one of
        `skill` (a named skill: gained even without a rating), `skills` (every rating the
        target has), `difficulty`, `firepower`."""
        if skill is not None:
            kind, index = MOD_SKILL, skill
        elif skills:
            kind, index = MOD_SKILLS, -1
        elif difficulty:
            kind, index = MOD_DIFFICULTY, -1
        elif firepower:
            kind, index = MOD_FIREPOWER, -1
        else:
            raise ValueError("modify: say what the modifier changes")
        ops.add_lasting_mod(self._game, target, kind, delta, index, until)

    def remove_text(self, card: int, part: int) -> None:
        """Remove (part of) a card's text while it stays where it is."""
        ops.remove_text(self._game, card, part)

    def blockade(self, card: int, target_player: int) -> bool:
        return ops.blockade(self._game, card, target_player)

    def add_promotion_token(self, character: int) -> None:
        ops.add_promotion_token(self._game, character)

    def note(self, source: int, text: str) -> None:
        """A line in the public log about this card's text."""
        self._game.record("text", self._game.facts[source].owner, source, -1, text)

    def deck_top(self, player: int) -> int:
        """The top card of a deck, for text that looks at it (-1 when empty)."""
        deck = self._game.state.players[player].deck
        return deck[-1] if deck else -1

    def in_deck(self, card: int) -> bool:
        return self._game.state.zone[card] == Z_DECK

    def is_beneath(self, card: int) -> bool:
        return self._game.state.zone[card] == Z_BENEATH

    # --- added for the Base Set missions (cardsA) ----------------------------------------

    def successful_missions(self, card: int = -1) -> int:
        """How many missions have succeeded this turn; as `card`'s text counts them when
        it is given (text may make a player's cards count more: `count_missions_higher`,
        session 10 sp-cards14)."""
        n = self._game.state.successes
        return n + self._counted_higher(card, 0) if card >= 0 else n

    def failed_missions(self) -> tuple[int, ...]:
        """The missions failed this turn."""
        return tuple(self._game.state.failed)

    def at_next_mission(self, source: int, step: str, args: Sequence[int] = ()) -> None:
        """A delayed trigger for the mission played next this turn: resumes `step` of
        this card's text as that mission is played (it is then `mission`); it lapses
        when the turn ends without another mission."""
        from stargate_vcg.engine.stargate.triggers import AT_NEXT_MISSION

        self._game.state.delayed.append((AT_NEXT_MISSION, source, step, tuple(args)))

    def mission_pile_top(self, player: int) -> int:
        """The top card of a mission pile, for text that looks at it (-1 when empty)."""
        pile = self._game.state.players[player].missions
        return pile[-1] if pile else -1

    def mission_top_to_bottom(self, player: int) -> bool:
        """The top card of a mission pile, face down to its bottom (the public log does
        not name it: only the player who looked knows which)."""
        pile = self._game.state.players[player].missions
        if len(pile) < 2:
            return False
        pile.insert(0, pile.pop())
        self._game.record("mission to bottom", player, -1)
        self._missions_reordered(player)
        return True

    # --- added for cardsC (System Lords) ------------------------------------------------

    def mission_glyph(self, mission: int) -> Glyph | None:
        """The glyph a mission card shows (beneath a character, or the current mission)."""
        return self._game.facts[mission].glyph

    def mission_pile(self, player: int) -> tuple[int, ...]:
        """A mission pile, bottom first and top last (face down: a decision offering
        these cards should be hidden from the other players)."""
        return tuple(self._game.state.players[player].missions)

    def put_mission(self, mission: int, *, top: bool) -> None:
        """A mission (from its pile, or failed this turn) face down on the top or the
        bottom of its owner's mission pile; logged without naming it."""
        was_there = self._game.state.zone[mission] == Z_MISSIONS
        ops.take_out(self._game, mission)
        owner = self._game.facts[mission].owner
        pile = self._game.state.players[owner].missions
        if top:
            pile.append(mission)
        else:
            pile.insert(0, mission)
        active.move(self._game, mission, Z_MISSIONS)
        self._game.record("mission to top" if top else "mission placed", owner)
        if was_there:
            self._missions_reordered(owner)

    def cost(self, card: int) -> int:
        """A card's printed cost (for texts that pay out a card's cost in power)."""
        return self._game.facts[card].cost

    def traits(self, card: int) -> frozenset[str]:
        """A card's traits, normalized (compare with `has_trait`), with those lent to it
        (`LENT_TRAITS`)."""
        own = self._game.facts[card].traits
        if not self._game.state.traits_moved:  # (`State.traits_moved`)
            return own
        if self._traits_taken(card):
            own = frozenset()
        lent = self._game.state.memory.get((card, LENT_TRAITS))
        if not lent:
            return own
        return own.union(*(self._game.facts[o].traits for o in lent))


    def return_to_hand(self, card: int) -> None:
        """A card in play (or an obstacle at the mission) returns to its owner's hand: it
        leaves play, so the blocks it made and the blocks on it end. Ruling (rulebooks
        silent): the glyphs beneath it go to the bottom of its owner's mission pile, as
        when a support character is destroyed, in the order they were earned."""
        game = self._game
        st = game.state
        owner = game.facts[card].owner
        glyphs = st.glyphs.pop(card, [])
        if st.tokens.pop(card, None) is not None or glyphs:
            st.progress += 1
        st.blocks.pop(card, None)
        ops.to_hand(game, card)
        ops.unblock_by(game, card)
        game.record("return to hand", owner, card)
        for m in glyphs:
            st.players[owner].missions.insert(0, m)
            active.move(game, m, Z_MISSIONS)

    def discard_at_random(self, player: int) -> int:
        """A card of `player`'s hand, picked at random, is discarded (-1: empty hand)."""
        hand = self._game.state.players[player].hand
        if not hand:
            return -1
        card = hand[self._game.rng.randrange(len(hand))]
        ops.discard_from_hand(self._game, card)
        return card

    def put_in_discard_pile(self, card: int) -> None:
        """From wherever it is (a score pile, for example) into its owner's discard pile;
        not destroying it."""
        ops.to_discard(self._game, card)
        self._game.record("discard", self._game.facts[card].owner, card)

    def change_mission_skill(self, mission: int, skill: int) -> None:
        """Until turn end, the mission requires
        `skill` instead of its printed skill(s), with its printed difficulty."""
        ops.add_turn_mod(self._game, mission, MOD_MISSION_SKILL, 0, skill)
        self._game.record("mission skill", self._game.facts[mission].owner, mission, skill)

    # --- added for the Rise of the Ori cards (batch D) ---------------------------------




    def is_hero_card(self, card: int) -> bool:
        # (A byte of `Tables.side`, as `owner`.)
        return bool(self._game.tables.side[card] & values.SIDE_HERO)

    def printed_cost(self, card: int) -> int:
        return self._game.facts[card].cost

    def printed_experience(self, card: int) -> int:
        """A mission's printed experience."""
        return self._game.facts[card].experience

    def score(self, card: int) -> None:
        """Put an adversary (or obstacle) in its owner's score pile, as scoring it does."""
        game = self._game
        ops.to_score_pile(game, card)
        game.record("score", game.facts[card].owner, card)
        if game.effect_uids:
            game.fire(Trigger.SCORED, game.facts[card].owner, card)

    def mission_to_bottom(self, mission: int) -> None:
        ops.to_mission_bottom(self._game, mission)

    def deck_top_cards(self, player: int, n: int) -> tuple[int, ...]:
        """The top `n` cards of a deck, the top one first."""
        deck = self._game.state.players[player].deck
        return tuple(reversed(deck[-n:])) if n > 0 else ()

    def put_on_deck(self, card: int, *, bottom: bool = False) -> None:
        """A card onto the top (or the bottom) of its owner's deck. Logged without
        naming it: the deck is hidden."""
        game = self._game
        owner = game.facts[card].owner
        ops.take_out(game, card)
        deck = game.state.players[owner].deck
        if bottom:
            deck.insert(0, card)
        else:
            deck.append(card)
        active.move(game, card, Z_DECK)
        game.record("deck bottom" if bottom else "deck top", owner)

    def random_card(self, cards: Sequence[int]) -> int:
        """One of `cards` at random (the game's seeded generator), or -1 if none."""
        return self._game.rng.choice(list(cards)) if cards else -1

    def put_into_play(self, card: int) -> None:
        """Play a card from the hand without paying its cost ("play ... at no cost"):
        it comes into play ready and its "when played" text triggers."""
        game = self._game
        owner = game.facts[card].owner
        ops.put_in_play(game, card)
        game.record("play", owner, card)
        if game.effect_uids:
            game.fire(Trigger.CARD_PLAYED, owner, card)

    def destroy_by(self, card: int, by: int) -> None:
        """Card text of `by` destroys `card`: "would be destroyed by ..." replacement
        effects learn the destroying card (`Replace.DESTROY`'s value) before the usual
        destruction, which asks the others."""
        game = self._game
        if game.effect_uids and ops.replaced(game, Replace.DESTROY, game.facts[card].owner,
                                             card, by):
            return
        ops.destroy(game, card)


    # --- added for cardsB (Base Set heroes and villains) -------------------------------

    def first_mission_of_turn(self) -> bool:
        """The current mission is the first one played this turn (none has ended yet)."""
        st = self._game.state
        return st.mission >= 0 and st.successes == 0 and not st.failed

    def move_glyph(self, mission: int, character: int) -> None:
        """Move a glyph (its mission card) beneath another character (not earning it)."""
        ops.move_glyph(self._game, mission, character)



    # --- added for the Base Set villains (cardsF) ----------------------------------------


    def experience_of(self, card: int) -> int:
        """A card's printed experience (a mission's: 0 without one)."""
        return self._game.facts[card].experience


    def withdraw(self, card: int) -> int | None:
        """The X of a card's own "Withdraw X" keyword, or None."""
        return self._game.facts[card].withdraw


    def glyph_to_mission_bottom(self, mission: int) -> None:
        """A glyph (or any mission) face down on the bottom of its owner's mission pile."""
        ops.to_mission_bottom(self._game, mission)

    def mill(self, player: int, n: int) -> None:
        """The top `n` cards of a deck into the discard pile (as a revive is paid)."""
        ops.mill(self._game, player, n)

    def to_discard(self, card: int) -> None:
        """From wherever it is (beneath a card, for example) into its owner's discard
        pile; not a destroy (no destroyed text)."""
        ops.to_discard(self._game, card)
        self._game.record("to discard", self._game.facts[card].owner, card)


    def place_on(self, card: int, holder: int) -> None:
        """An obstacle put onto a character: shown to all, then beneath `holder`,
        where its text works if its effect says so (`effects.BENEATH`). It leaves with
        the holder (to the discard pile) or when destroyed."""
        self.reveal(card)
        ops.place_beneath(self._game, card, holder)


    # --- added for cardsE (Base Set hero cards) -------------------------------------------

    def stopped_to_play(self, card: int) -> tuple[int, ...]:
        """The characters stopped to pay the extra cost of playing `card` (events paid for
        by stopping a character that then use that character's Combat), as last played."""
        return self._game.state.memory.get((card, "stopped to play"), ())


    def glyph_of(self, mission: int) -> object:
        """A mission's glyph (a `Glyph`), or None."""
        return self._game.facts[mission].glyph

    def complications(self) -> tuple[int, ...]:
        """The complications at the current mission (face down: card text that acts on
        them does not look at what they are)."""
        return tuple(self._game.state.complications)

    def turn_face_down(self, obstacle: int) -> bool:
        """An obstacle at the current mission becomes a complication (glossary)."""
        if obstacle not in self._game.state.obstacles:
            return False
        ops.turn_face_down(self._game, obstacle)
        return True

    def unblock(self, card: int, by: int | None = None) -> bool:
        """End every block on `card` ("unblock a character"), or only those by `by`."""
        blocks = self._game.state.blocks
        if card not in blocks:
            return False
        if by is None:
            ops.unblock(self._game, card)
        else:
            rest = [b for b in blocks[card] if b != by]
            if rest:
                blocks[card] = rest
            else:
                del blocks[card]
        self._game.record("unblock", self._game.facts[card].owner, card)
        self._game._version += 1
        return True

    def ready_incapacitated(self, card: int) -> bool:
        """"Ready an incapacitated character" (glossary "incapacitated": only when the
        effect says so)."""
        if not self.is_incapacitated(card):
            return False
        return ops.ready(self._game, card, incapacitated=True)

    def stop_incapacitated(self, card: int) -> bool:
        """An incapacitated character becomes stopped ("stop an incapacitated
        character")."""
        if not self.is_incapacitated(card):
            return False
        # (Session 10 sp-cards15: ceasing to be incapacitated may be replaced.)
        game = self._game
        if game.effect_uids and ops.replaced(game, Replace.RECOVER, game.facts[card].owner,
                                             card, -1):
            return False
        active.set_status(self._game, card, STOPPED)
        self._game.record("stop", self._game.facts[card].owner, card)
        self._game._version += 1
        return True



    def mission_to_top(self, player: int, mission: int, *, shuffle_rest: bool) -> None:
        """Put one mission of a pile on its top (after the rest is shuffled: a chosen
        mission brought to the top of a reshuffled pile)."""
        pile = self._game.state.players[player].missions
        pile.remove(mission)
        if shuffle_rest:
            ops.shuffle(self._game.rng, pile)
        pile.append(mission)
        self._game.record("mission to top", player, -1)
        self._game._version += 1
        self._missions_reordered(player)

    def arrange_top(self, player: int, deck: bool, top: Sequence[int],
                    bottom: Sequence[int]) -> None:
        """Cards of the top of a deck (or mission pile) placed back: `top` in order from
        the top down, `bottom` in order from the bottom up (the public log does not name
        them)."""
        pile = (self._game.state.players[player].deck if deck
                else self._game.state.players[player].missions)
        for c in (*top, *bottom):
            pile.remove(c)
        pile[:0] = list(reversed(bottom))
        pile.extend(reversed(top))
        self._game.record("arrange", player, -1, len(top) + len(bottom))
        self._game._version += 1
        if not deck:
            self._missions_reordered(player)



    def mission_top_beneath(self, player: int, character: int) -> bool:
        """The top of a mission pile goes beneath a character, as a glyph."""
        pile = self._game.state.players[player].missions
        if not pile:
            return False
        ops.move_glyph(self._game, pile[-1], character)
        return True

    def is_villain_card(self, card: int) -> bool:
        """A villain card (obstacle, adversary, villain ship...), by its allegiance (a
        card of both allegiances is one)."""
        return bool(self._game.tables.side[card] & values.SIDE_VILLAIN)  # (as `owner`)

    def mission_to_pile_top(self, mission: int) -> None:
        """A mission (a glyph, say) face down on the top of its owner's mission pile."""
        ops.take_out(self._game, mission)
        owner = self._game.facts[mission].owner
        self._game.state.players[owner].missions.append(mission)
        active.move(self._game, mission, Z_MISSIONS)
        self._game.record("mission to top", owner, -1)

    def place_complication(self, card: int, player: int) -> None:
        """`player` plays a card of his hand as a complication at no cost (face down:
        the public log does not name it); complication triggers fire."""
        from stargate_vcg.engine.stargate.effects import Trigger
        from stargate_vcg.engine.stargate.facts import Z_COMPLICATION

        st = self._game.state
        ops.take_out(self._game, card)
        st.complications.append(card)
        active.move(self._game, card, Z_COMPLICATION)
        self._game.record("complication", player, -1, len(st.complications))
        self._game.fire(Trigger.COMPLICATION_PLAYED, player)

    def play_from_hand(self, card: int, cost: int) -> None:
        """Card text plays a card of its owner's hand ("play a support character at
        normal cost"): he pays `cost`, it comes into play ready, its "when you play"
        text fires."""
        from stargate_vcg.engine.stargate.effects import Trigger

        owner = self._game.facts[card].owner
        ops.lose_power(self._game, owner, cost)
        ops.put_in_play(self._game, card)
        self._game.record("play", owner, card)
        self._game.fire(Trigger.CARD_PLAYED, owner, card)

    # --- roto-heroes batch ---

    def firepower(self, card: int) -> int:
        """A ship's current firepower, with every modifier ("that ship's firepower")."""
        return values.firepower(self._game, card)

    # --- base-rest batch ------------------------------------------------------------------

    def use_failure_text(self, card: int) -> None:
        """Use the Failure text of a villain card whose use a `Replace.FAILURE_TEXT`
        replacement held back (the villain chose to use it): it resolves now, unless it
        lapsed meanwhile (the card left the mission, its text was removed)."""
        self._use_held_text(card, Trigger.FAILURE, self._game.state.villain)

    def _use_held_text(self, card: int, kind: Trigger, player: int) -> None:
        """The Success or Failure text (`kind`) of `player`'s card, held back by a
        replacement, resolved now unless it lapsed; not replaceable again."""
        from stargate_vcg.engine.stargate.effects import TriggerEvent
        from stargate_vcg.engine.stargate.triggers import resolve_trigger

        game = self._game
        if game.effects[card] is None:
            return
        resolve_trigger(game, card, TriggerEvent(kind, player), replaceable=False)

    def turn_into_adversary(self, card: int, player: int) -> bool:
        """A card in play turns into an adversary that `player` controls: it moves to
        his side of play, in the state it is in, until it leaves
        play (destroyed, returned...). Its owner keeps it as its owner (its pile, its
        discard pile); the rules treat it as `player`'s adversary (revived, assigned by
        him as villain; never assigned as a character)."""
        return ops.turn_into_adversary(self._game, card, player)

    def controller(self, card: int) -> int:
        """Who controls a card: its owner, or the player it was turned over to."""
        return values.controller(self._game, card)

    # --- missions-events batch -----------------------------------------------------------

    def at_debrief_start(self, source: int, step: str, args: Sequence[int] = ()) -> None:
        """A delayed trigger: `step` of this card's text resumes as this turn's debrief
        phase begins, wherever the card is."""
        from stargate_vcg.engine.stargate.triggers import AT_DEBRIEF_START

        self._game.state.delayed.append((AT_DEBRIEF_START, source, step, tuple(args)))

    def first_action_to(self, player: int) -> None:
        """Give `player` the mission's opening action (before any action there), as the
        mission is played (its "when played" text)."""
        from stargate_vcg.engine.stargate import phases as ph

        st = self._game.state
        if st.phase == ph.ACTIONS and st.passes == 0:
            st.actor = player
            self._game._version += 1

    # --- sl-heroes batch ----------------------------------------------------------------

    def played_this_turn(self) -> tuple[int, ...]:
        """The cards played (face up, from a hand or by card text) this turn, in the order
        the public log records them (for text that counts what was played this turn)."""
        return tuple(card for _, card in self.logged_this_turn(("play",)) if card >= 0)

    def succeeded_this_turn(self) -> tuple[int, ...]:
        """The missions that succeeded this turn (for text asking which kinds of mission
        did), from the public log."""
        return tuple(card for _, card in self.logged_this_turn(("success",)) if card >= 0)

    def adversary_face_down(self, adversary: int) -> bool:
        """An adversary in play is turned face down, joining the complications of the
        current mission (it leaves play, its blocks end). False if it is not in play or there is no
        current mission."""
        from stargate_vcg.engine.stargate.facts import Z_COMPLICATION, Z_PLAY

        game = self._game
        st = game.state
        if st.zone[adversary] != Z_PLAY or st.mission < 0 or \
                game.facts[adversary].kind != ADVERSARY:
            return False
        if st.tokens.pop(adversary, None) is not None:
            st.progress += 1
        st.blocks.pop(adversary, None)
        ops.take_out(game, adversary)
        ops.unblock_by(game, adversary)
        st.complications.append(adversary)
        active.move(game, adversary, Z_COMPLICATION)
        game.record("face down", game.facts[adversary].owner, adversary)
        return True

    # --- sl-villains batch ---------------------------------------------------------------

    def has_dominion(self, card: int) -> bool:
        """The card has the dominion keyword (glossary "dominion")."""
        return self._game.facts[card].dominion

    def shuffle_mission_pile(self, player: int) -> None:
        """A player's mission pile shuffled (by the game's seeded generator)."""
        ops.shuffle(self._game.rng, self._game.state.players[player].missions)
        self._game.record("shuffle missions", player, -1)
        self._missions_reordered(player)

    def play_free(self, card: int) -> None:
        """Card text plays a villain card of its owner's (from his hand, deck or
        wherever it is) at no cost: an obstacle goes to the current mission, another card
        comes into play ready; its "when you play" text fires."""
        from stargate_vcg.engine.stargate.facts import Z_OBSTACLE

        game = self._game
        owner = game.facts[card].owner
        if game.facts[card].kind == OBSTACLE:
            ops.take_out(game, card)
            game.state.obstacles.append(card)
            active.move(game, card, Z_OBSTACLE)
        else:
            ops.put_in_play(game, card)
        game.record("play", owner, card)
        if game.effect_uids:
            game.fire(Trigger.CARD_PLAYED, owner, card)

    def revive_cost(self, adversary: int) -> int:
        """An adversary's revive cost now, with its modifiers."""
        return values.revive_cost(self._game, adversary)

    def dominion_obstacles(self) -> tuple[int, ...]:
        """The obstacles at the mission with dominion now (printed, or given by
        card text: `CardEffect.grants_dominion`)."""
        from stargate_vcg.engine.stargate.rules import dominion_obstacles

        return tuple(dominion_obstacles(self._game))

    def mission_outcome(self) -> bool | None:
        """The current mission's outcome once it is resolved (True: success, False:
        failure), None before (and between missions)."""
        return self._game.state.outcome

    def skip_next_turn(self, player: int) -> None:
        """"<player> skips his next turn": the next time he would become the hero, the
        player after him does instead."""
        self._game.state.skips.append(player)
        self._game._version += 1

    def trait_copies(self, card: int, trait: str) -> int:
        """How many `trait` cards `card` counts as: 0 without the trait, else 1 unless
        its text says more (`CardEffect.counts_as`)."""
        if not self.has_trait(card, trait):
            return 0
        key = _trait_key(trait)
        # (Session 8 sp-cards11: text that makes it count as more for a while,
        # `counts_as_for_now`.)
        held = self._game.state.memory.get((card, _COUNTS_AS + key))
        if held:
            return held[0]
        effect = self._game.effects[card]
        return effect.counts_as.get(key, 1) if effect is not None else 1

    # --- roto-villains batch ---------------------------------------------------------

    def blockaded_missions(self) -> int:
        """How many missions are blockaded (beneath any blockading card) now."""
        return len(self._game.state.blockaded)

    def blockaded_by(self, card: int) -> int:
        """The mission `card` blockades, or -1."""
        return self._game.state.blockaded.get(card, -1)

    def promotion_tokens(self, character: int) -> int:
        """How many promotion tokens a character has (glossary "promotion token")."""
        return self._game.state.tokens.get(character, 0)

    def has_failure_text(self, card: int) -> bool:
        """The card's implemented effect reacts to a mission's failure ("Failure: ..."):
        known only for cards whose text is implemented and says which events it hears."""
        from stargate_vcg.engine.stargate.effects import Trigger

        effects = self._game.effects
        effect = effects[card] if card < len(effects) else None
        return effect is not None and effect.listens is not None and \
            Trigger.FAILURE in effect.listens

    def repeat_failure_text(self, player: int, exclude: int) -> None:
        """The failure text of `player`'s villain cards at the mission (its obstacles and
        his assigned cards, but `exclude`) occurs once more: they are asked again, in
        his order, as if the mission failed again (no other event fires)."""
        from stargate_vcg.engine.stargate.effects import TriggerBatch, TriggerEvent
        from stargate_vcg.engine.stargate.triggers import responders

        game = self._game
        st = game.state
        assigned = [u for u in st.players[player].in_play
                    if st.status[u] == ASSIGNED and game.facts[u].villain]
        sources = [u for u in (*st.obstacles, *assigned) if u != exclude]
        event = TriggerEvent(Trigger.FAILURE, player)
        found = responders(game, event, sources)
        if found:
            st.pending.append(TriggerBatch(player, event, found))
            game._version += 1

    # --- w2-abydos batch ---------------------------------------------------------------

    def mission_shortfall(self) -> int:
        """How many points the hero's assigned characters now fall short of the current
        mission's difficulty, in its deciding skill (0 or less: the mission would
        succeed now)."""
        if self._game.state.mission < 0:
            return 0
        return values.mission_difficulty(self._game) - values.hero_total(self._game)

    # --- w2-children batch -----------------------------------------------------------------

    def logged_this_turn(self, kinds: Sequence[str]) -> tuple[tuple[int, int], ...]:
        """The (player, card) of each public-log event of one of `kinds` this turn, in
        order ("destroy", "draw", "discard"...: for "unless ... this turn" texts)."""
        log = self._game.log_entries
        turn = self._game.state.turn
        found: list[tuple[int, int]] = []
        for i in range(len(log) - 1, -1, -1):
            entry = log[i]
            if entry.turn != turn:
                break
            if entry.kind in kinds:
                found.append((entry.player, entry.card))
        return tuple(reversed(found))

    def logged_this_mission(self, kinds: Sequence[str]) -> tuple[tuple[int, int], ...]:
        """`logged_this_turn` since the current mission was played ("during this
        mission" texts)."""
        log = self._game.log_entries
        turn = self._game.state.turn
        found: list[tuple[int, int]] = []
        for i in range(len(log) - 1, -1, -1):
            entry = log[i]
            if entry.turn != turn or entry.kind == "play mission":
                break
            if entry.kind in kinds:
                found.append((entry.player, entry.card))
        return tuple(reversed(found))

    # --- w2-wormhole batch ---

    def destroyed_this_turn(self, since_mission: bool = False) -> tuple[int, ...]:
        """The cards destroyed this turn, in the order the public log records them (for
        text that counts what was destroyed this turn); `since_mission`: only those since
        the current mission was played ("during the current mission")."""
        logged = self.logged_this_mission if since_mission else self.logged_this_turn
        return tuple(card for _, card in logged(("destroy",)) if card >= 0)

    def count_logged_this_turn(self, kind: str, player: int = -1) -> int:
        """How many public log entries of `kind` ("play mission", "complication",
        "draw"...) this turn has, by `player` (-1: by anyone): for text that counts what
        happened this turn."""
        return sum(1 for who, _ in self.logged_this_turn((kind,))
                   if player < 0 or who == player)

    def played_this_mission(self) -> tuple[int, ...]:
        """The cards played (face up) since the current mission was played, in the order
        the public log records them (for text that counts what was played during this
        mission)."""
        return tuple(card for _, card in self.logged_this_mission(("play",)) if card >= 0)

    def drawn_this_mission(self, player: int) -> int:
        """How many cards `player` has drawn since the current mission was played (0
        between missions)."""
        return self._counted_this_mission("draw", player, True)

    def mission_totals(self) -> tuple[int, int]:
        """(the skill the hero's assigned characters contribute, the mission's total
        difficulty) in the mission's deciding skill; (0, 0) between missions."""
        if self._game.state.mission < 0:
            return 0, 0
        return values.hero_total(self._game), values.mission_difficulty(self._game)

    # --- session 6 cards batch ---------------------------------------------------------

    def printed_failure_text(self, card: int) -> bool:
        """The card as printed (the user's card data) has Failure text: a "Failure:" (or
        "Success or Failure:") label opening a line or following a sentence, not one
        quoted as text the card gives another. Cards without printed text (the tests'
        fixtures) fall back on their implemented effect (`has_failure_text`)."""
        text = self._game.facts[card].card.text
        if not text:
            return self.has_failure_text(card)
        found = _FAILURE_TEXT.get(text)
        if found is None:
            if len(_FAILURE_TEXT) >= 10_000:  # other card data at run time: bounded
                _FAILURE_TEXT.clear()
            found = _FAILURE_TEXT[text] = _FAILURE_LABEL.search(text) is not None
        return found

    def may_continue(self) -> bool:
        """Whether the hero may continue to another mission now (his `Continue` asked of
        the rules and of card text): for text that makes him continue, which must not
        leave him without a legal choice."""
        from stargate_vcg.engine.stargate import rules
        from stargate_vcg.engine.stargate.actions import Continue

        return rules.check(self._game, Continue()) is None

    # --- session 6 fan-set batch -------------------------------------------------------

    def remove_promotion_tokens(self, character: int) -> int:
        """Every promotion token on `character` is destroyed (glossary "promotion
        token": his point value drops by as many); how many there were."""
        n = 0
        while ops.remove_promotion_token(self._game, character):
            n += 1
        return n

    # --- session 7 sp-cards10 ----------------------------------------------------------

    def continue_cost(self) -> int:
        """What continuing to another mission costs the hero now, with card text's cost
        modifiers (`values.continue_cost`; the villain gains no more than the rulebook's
        1 power per failed mission of it)."""
        return values.continue_cost(self._game)

    def ability_uses(self, card: int, ability: int) -> int:
        """How many times `card`'s activated ability number `ability` was used this turn
        (the count "once each turn" reads)."""
        return self._game.state.used.get((card, ability), 0)

    def to_score_pile(self, card: int) -> None:
        """Put a card into its owner's score pile from wherever it is, without scoring it
        (no "scored" text fires): text that moves a card there."""
        ops.to_score_pile(self._game, card)
        self._game.record("to score pile", self._game.facts[card].owner, card)

    def power_phase(self) -> None:
        """An additional power phase (rulebook "Power Phase"): the hero and the villain
        each have 3 power plus 1 per glyph beneath the hero's characters (as at the
        turn's start: power left over is not kept); "at the end of the power phase"
        text fires."""
        from stargate_vcg.engine.stargate.effects import Trigger
        from stargate_vcg.engine.stargate.power import BASE_POWER

        game = self._game
        st = game.state
        power = BASE_POWER + values.glyph_count(game, st.hero)
        for i, p in enumerate(st.players):
            if i in (st.hero, st.villain):
                p.power = power
        game.record("power", st.hero, -1, power)
        if game.effect_uids:
            game.fire(Trigger.POWER_PHASE_END, st.hero)
            if st.delayed:  # (session 8 sp-cards11)
                from stargate_vcg.engine.stargate.power import AT_POWER_PHASE_END
                from stargate_vcg.engine.stargate.triggers import run_delayed

                run_delayed(game, AT_POWER_PHASE_END)

    def win(self, player: int, reason: str) -> None:
        """Card text makes `player` win the game at once (as `victory.check_victory`
        ends it: the game is over, nothing pending is resolved)."""
        from stargate_vcg.engine.stargate import phases as ph

        st = self._game.state
        if st.phase == ph.OVER:
            return
        st.phase = ph.OVER
        st.result = "won"
        st.winner = player
        st.pending.clear()
        self._game.record("win", player, -1, 0, reason)

    def text_source(self) -> int:
        """The card whose text is being carried out now (-1: the rules, or a player's
        action): asked as an event fires, the card that made it happen (for text that
        reacts only to what its own player's cards do)."""
        return self._game.text_source

    def end_blocks_by(self, blocker: int) -> None:
        """The blocks `blocker` made end (as when it leaves play), e.g. its text gone."""
        ops.unblock_by(self._game, blocker)
        self._game._version += 1

    def blockaders(self) -> tuple[int, ...]:
        """The cards blockading a mission now (`blockaded_by` names the mission)."""
        return tuple(self._game.state.blockaded)

    def swap_blockaded(self, blockader: int) -> bool:
        """The mission `blockader` blockades and the top card of its owner's mission
        pile change places: that card is blockaded now, the mission goes on top of the
        pile (face down). False when there is no such mission or pile card."""
        from stargate_vcg.engine.stargate.facts import Z_BLOCKADED

        game = self._game
        st = game.state
        mission = st.blockaded.get(blockader, -1)
        if mission < 0:
            return False
        pile = st.players[game.facts[mission].owner].missions
        if not pile:
            return False
        top = pile.pop()
        pile.append(mission)
        active.move(game, mission, Z_MISSIONS)
        st.blockaded[blockader] = top
        active.move(game, top, Z_BLOCKADED)
        game.record("blockade", game.facts[blockader].owner, blockader, top)
        return True

    # --- session 7 sp-cards8 ---------------------------------------------------------

    def has_victory_text(self, card: int) -> bool:
        """The card's implemented effect reacts to a ship battle victory ("Victory: ..."):
        known only for cards whose text is implemented and says which events it hears."""
        effects = self._game.effects
        effect = effects[card] if card < len(effects) else None
        return effect is not None and effect.listens is not None and \
            Trigger.VICTORY in effect.listens

    def trigger_victory_text(self, player: int, card: int) -> bool:
        """`card`'s Victory text happens now, as if `player` (its owner) had achieved
        victory (no other card's, and no other event): True when its text reacted."""
        from stargate_vcg.engine.stargate.effects import TriggerBatch, TriggerEvent
        from stargate_vcg.engine.stargate.triggers import responders

        game = self._game
        event = TriggerEvent(Trigger.VICTORY, player)
        found = responders(game, event, [card])
        if found:
            game.state.pending.append(TriggerBatch(player, event, found))
            game._version += 1
        return bool(found)

    def restore_text(self, card: int, part: int) -> None:
        """Text `remove_text` removed from a card works again (an end to "until the end
        of the current mission")."""
        ops.restore_text(self._game, card, part)

    # --- session 7 sp-cards9 ---------------------------------------------------------------

    def assign_by_text(self, card: int) -> bool:
        """Card text assigns one of its player's ready cards to the current mission (no
        assignment cost: not the Assign action); "each time you assign" text fires. The
        caller checks what the text allows (a rating in the mission's skill...)."""
        game = self._game
        if game.state.mission < 0 or game.state.status[card] != READY or \
                game.state.zone[card] != Z_PLAY:
            return False
        owner = game.facts[card].owner
        # (Session 11 sp-cards16: "would become assigned ... instead".)
        if game.effect_uids and ops.replaced(game, Replace.ASSIGN, owner, card, -1):
            return False
        active.set_status(game, card, ASSIGNED)
        game.record("assign", owner, card)
        if game.effect_uids:
            game.fire(Trigger.ASSIGNED, owner, card)
        return True

    # --- session 8 sp-cards11 ----------------------------------------------------------


    # --- session 8 sp-purge ---------------------------------------------------------------

    def purge(self, card: int) -> bool:
        """Purge `card` from wherever it is (`ops.purge`: removed from the game, to its
        owner's purged pile; not discarded, not destroyed). False if it was already."""
        return ops.purge(self._game, card)

    def purged_pile(self, player: int) -> tuple[int, ...]:
        """The cards `player` owns that were purged during this game, in order."""
        return tuple(self._game.state.players[player].purged)

    def is_purged(self, card: int) -> bool:
        return self._game.state.zone[card] == Z_PURGED

    def opponent_just_passed(self, player: int) -> bool:
        """Whether the last action before `player`'s, during the actions at a mission,
        was his opponent's pass (one pass in a row, `player` to act)."""
        from stargate_vcg.engine.stargate import phases as ph

        st = self._game.state
        return st.phase == ph.ACTIONS and st.passes == 1 and st.actor == player


    def answers_to(self, card: int, key: str) -> bool:
        """Whether a card answers to a name (normalized title) where text names one: its
        own title, or one its text says it also is ("this card is a <name> card",
        `CardEffect.also_titled`)."""
        game = self._game
        if game.facts[card].title_key == key:
            return True
        effect = game.effects[card]
        return effect is not None and key in effect.also_titled

    def counts_as_for_now(self, card: int, trait: str, n: int) -> None:
        """From now on (until `n` is 0 again) `card` counts as `n` `trait` cards where
        text counts them (`trait_copies`): "this card counts as two <trait> cards" said
        by a triggered text."""
        key = (card, _COUNTS_AS + _trait_key(trait))
        if n:
            self._game.state.memory[key] = (n,)
        else:
            self._game.state.memory.pop(key, None)
        self._game._version += 1

    def abilities_of(self, card: int) -> tuple[Ability, ...]:
        """A card's activated abilities as numbered in `ActivateAbility.ability`: the
        built-in ones, its text's, then those other cards give it."""
        from stargate_vcg.engine.stargate.rules import abilities_of

        return abilities_of(self._game, card)

    def complications_counting_as(self, trait: str) -> int:
        """How many of the mission's complications card text makes count as `trait`
        cards (`CardEffect.grants_trait`; their printed traits are hidden: face down)."""
        game = self._game
        complications = game.state.complications
        if not complications or not game.hook_uids.get("grants_trait"):
            return 0
        key = _trait_key(trait)
        return sum(1 for c in complications if values.trait_granted(game, c, key))

    def replay_mission(self) -> bool:
        """The current mission is put under its owner's mission pile and the next one
        is played in its place, free, as a mission is played (its "when played" text
        and the turn's other mission-played text fire). False outside a mission's
        start."""
        from stargate_vcg.engine.stargate import phases as ph
        from stargate_vcg.engine.stargate.mission import play_mission

        game = self._game
        st = game.state
        if st.mission < 0 or st.phase != ph.ACTIONS:
            return False
        ops.to_mission_bottom(game, st.mission)
        play_mission(game)
        game._version += 1
        return True

    def _glyph_event(self, character: int, mission: int) -> TriggerEvent:
        game = self._game
        had = ops.has_glyph(game, character, game.facts[mission].glyph)
        return TriggerEvent(Trigger.GLYPH_EARNED, game.facts[character].owner, character,
                            0 if had else mission)

    def reacts_to_glyph(self, character: int, mission: int) -> bool:
        """Whether `character`'s own text would react to his earning `mission`'s glyph
        (his "each time he earns a glyph" text)."""
        from stargate_vcg.engine.stargate.triggers import responders

        return bool(responders(self._game, self._glyph_event(character, mission),
                               [character]))

    def trigger_glyph_text(self, character: int, mission: int) -> bool:
        """`character`'s glyph-earned text happens as if he had earned `mission`'s glyph
        (no glyph moves; no other card's text reacts): True when his text reacted."""
        from stargate_vcg.engine.stargate.effects import TriggerBatch
        from stargate_vcg.engine.stargate.triggers import responders

        game = self._game
        event = self._glyph_event(character, mission)
        found = responders(game, event, [character])
        if found:
            game.state.pending.append(TriggerBatch(event.player, event, found))
            game._version += 1
        return bool(found)

    def at_power_phase_end(self, source: int, step: str, args: Sequence[int] = ()) -> None:
        """A delayed trigger: `step` of this card's text resumes at the end of the next
        power phase (any player's: the step checks whose, and may wait for another),
        wherever the card is."""
        from stargate_vcg.engine.stargate.power import AT_POWER_PHASE_END

        self._game.state.delayed.append((AT_POWER_PHASE_END, source, step, tuple(args)))

    # --- session 9 sp-cards12 ---------------------------------------------------------------

    def mission_to_failed_row(self) -> bool:
        """The current mission goes to the failed mission row, as a failed one goes there
        (it counts among the turn's failed missions; no Failure text is used: it was not
        attempted), and its owner's next mission is played in its place, free (as
        `replay_mission`). False outside a mission's start."""
        from stargate_vcg.engine.stargate import phases as ph
        from stargate_vcg.engine.stargate.facts import Z_FAILED
        from stargate_vcg.engine.stargate.mission import play_mission

        game = self._game
        st = game.state
        mission = st.mission
        if mission < 0 or st.phase != ph.ACTIONS:
            return False
        st.mission = -1
        st.failed.append(mission)
        active.move(game, mission, Z_FAILED)
        game.record("mission to failed row", game.facts[mission].owner, mission)
        play_mission(game)
        game._version += 1
        return True

    # --- session 9 sp-cards13 ---------------------------------------------------------------

    def use_success_text(self, card: int) -> None:
        """Use the Success text of a hero card whose use a `Replace.SUCCESS_TEXT`
        replacement held back (the hero chose to use it): it resolves now, unless it
        lapsed meanwhile (the card left the mission, its text was removed)."""
        self._use_held_text(card, Trigger.SUCCESS, self._game.state.hero)

    def pending_events_for(self, source: int, kind: Trigger) -> tuple[int, ...]:
        """The cards of the events of `kind` still waiting for `source`'s text to react
        (triggered effects not yet resolved: the rest of one step's events, e.g. each
        card of a batch reaching the discard pile), the latest first."""
        from stargate_vcg.engine.stargate.effects import TriggerBatch

        found: list[int] = []
        pending = self._game.state.pending
        # An index loop: mypyc (2.4) fails on `reversed()` of a list of Any.
        for i in range(len(pending) - 1, -1, -1):
            item = pending[i]
            if (isinstance(item, TriggerBatch) and item.event.kind is kind
                    and source in item.sources and item.event.card >= 0):
                found.append(item.event.card)
        return tuple(found)

    # --- session 10 sp-cards15 ---------------------------------------------------------------

    def has_played_text(self, card: int) -> bool:
        """Whether `card`'s text in effect reacts to its own playing ("when you play this
        card"), as if its owner had just played it."""
        from stargate_vcg.engine.stargate.triggers import responders

        game = self._game
        event = TriggerEvent(Trigger.CARD_PLAYED, game.facts[card].owner, card)
        return bool(responders(game, event, [card]))

    def replay_played_text(self, card: int, then: int = -1) -> bool:
        """`card`'s "when you play" text resolves once more, as if its owner had just
        played it (no other card's text reacts: no event is fired). `then`, a card whose
        own text carries on after it (its `resolve` is given the same played event):
        "..., then destroy him". True when the text reacted."""
        from stargate_vcg.engine.stargate.effects import TriggerBatch
        from stargate_vcg.engine.stargate.triggers import responders

        game = self._game
        event = TriggerEvent(Trigger.CARD_PLAYED, game.facts[card].owner, card)
        found = responders(game, event, [card])
        if not found:
            return False
        pending = game.state.pending
        # A stack: `then` resolves when the text above it is done.
        if then >= 0:
            pending.append(TriggerBatch(game.facts[then].owner, event, (then,)))
        pending.append(TriggerBatch(event.player, event, found))
        game._version += 1
        return True

    def allow_another_use(self, card: int, ability: int) -> bool:
        """`card`'s activated ability number `ability` (`abilities_of`), used this turn,
        may be used once more this turn ("an additional time": one use fewer counted
        against "only once each turn"). False when it was not used this turn."""
        used = self._game.state.used
        key = (card, ability)
        n = used.get(key, 0)
        if n <= 0:
            return False
        if n == 1:
            del used[key]
        else:
            used[key] = n - 1
        self._game.record("another use", self._game.facts[card].owner, card, ability)
        return True

    def keep_incapacitated(self, card: int) -> bool:
        """A character readied then stopped at the start of its owner's turn (glossary
        "incapacitated") is kept incapacitated instead, as card text lets him choose: it
        goes back to incapacitated (no event: it never ceased to be, for the text). False
        unless it is in play and stopped."""
        game = self._game
        if game.state.zone[card] != Z_PLAY or game.state.status[card] != STOPPED:
            return False
        active.set_status(game, card, INCAPACITATED)
        game.record("kept incapacitated", game.facts[card].owner, card)
        return True

    def remove_promotion_token(self, character: int) -> bool:
        """One promotion token on `character` is destroyed; False when he had none."""
        return ops.remove_promotion_token(self._game, character)

    def cannot_become_blocked(self, card: int) -> bool:
        """Whether text in effect keeps `card` from becoming blocked (a `Replace.BLOCK` of
        him would replace it): "are blocked" texts then leave him free."""
        game = self._game
        return ops.would_replace(game, Replace.BLOCK, game.facts[card].owner, card, -1)

    def taken_from_deck_this_mission(self, player: int) -> int:
        """How many cards card text took from `player`'s deck into his hand (a search,
        not a draw: `drawn_this_mission`) since the current mission was played (0
        between missions)."""
        return self._counted_this_mission(_FROM_DECK, player, False)

    def _counted_this_mission(self, kind: str, player: int, by_value: bool) -> int:
        """The public log's entries of `kind` for `player` since the current mission was
        played (0 between missions): how many, or the sum of their positive values."""
        if self._game.state.mission < 0:
            return 0
        log = self._game.log_entries
        n = 0
        for i in range(len(log) - 1, -1, -1):
            entry = log[i]
            if entry.kind == "play mission" or entry.turn != self._game.state.turn:
                break
            if entry.kind == kind and entry.player == player:
                if not by_value:
                    n += 1
                elif entry.value > 0:
                    n += entry.value
        return n

    # --- session 10 sp-cards14 ---------------------------------------------------------------

    def failed_mission_count(self, card: int = -1) -> int:
        """How many missions have failed this turn; as `card`'s text counts them when it
        is given (`count_missions_higher`)."""
        n = len(self._game.state.failed)
        return n + self._counted_higher(card, 1) if card >= 0 else n

    def count_missions_higher(self, player: int, *, successes: int = 0,
                              failures: int = 0) -> None:
        """For the rest of this turn, the cards `player` owns count this many more
        successes (failures) among the turn's missions: what `successful_missions(card)` and
        `failed_mission_count(card)` answer for a card he owns. Kept in the game's
        memory under no card (-1), with the turn it is for: a later turn reads none."""
        st = self._game.state
        n = len(st.players)
        was = st.memory.get((-1, _COUNTED_HIGHER), ())
        row = list(was) if was and was[0] == st.turn else [st.turn] + [0] * (2 * n)
        row[1 + 2 * player] += successes
        row[2 + 2 * player] += failures
        st.memory[(-1, _COUNTED_HIGHER)] = tuple(row)
        self._game._version += 1

    def place_in_score_pile(self, card: int, player: int) -> None:
        """Put a card into `player`'s villain score pile from wherever it is (in play,
        a discard pile), whoever owns it (`ops.to_score_pile_of`): text that places an
        opponent's character or gear there. Not scoring it (no "scored" text fires)."""
        ops.to_score_pile_of(self._game, card, player)
        self._game.record("to score pile", player, card)
        self._game._version += 1

    def cancel_play(self, card: int) -> bool:
        """"That card has no effect": a card being played, held while text answers its
        play (`Trigger.PLAYING`), goes to its owner's discard pile instead of resolving
        (`mission.resume_held_play`). False when it is not being played."""
        from stargate_vcg.engine.stargate.facts import Z_RESOLVING
        from stargate_vcg.engine.stargate.mission import CANCELLED

        st = self._game.state
        if st.zone[card] != Z_RESOLVING:
            return False
        st.memory[(card, CANCELLED)] = (1,)
        self._game._version += 1
        return True

    # --- session 11 sp-cards16 ---------------------------------------------------------

    def take_printed_traits(self, card: int, source: int) -> None:
        """`card` has none of its printed traits while `source` lies beneath it (placed
        on it: "they have no other traits"); traits lent or granted to it still count."""
        self._game.state.memory[(card, TRAITS_TAKEN)] = (source,)
        self._game.state.traits_moved = True
        self._game._version += 1

    def end_mission_unresolved(self) -> bool:
        """The mission is over at once, unresolved (`ops`' rulings):
        False when there is no mission in its actions to end."""
        return ops.end_mission_unresolved(self._game)

    def lend_victory_text(self, lender: int, card: int) -> None:
        """`lender` lends `card` a Victory text for the rest of this mission (Freyr). The
        text stays the lender's, reacting to `Trigger.VICTORY_LENT` (fired when `card` is
        at the mission on the victor's side: `ops.lend_victory_text`); `victory_lent`
        names the cards."""
        ops.lend_victory_text(self._game, lender, card)

    def victory_lent(self, lender: int) -> tuple[int, ...]:
        """The cards `lender` lent Victory text to, this mission."""
        return ops.victory_lent(self._game, lender)

    def modifiers_this_turn(self) -> tuple[tuple[int, ...], ...]:
        """The lasting modifiers card text (`modify`) and boosts made this turn that may
        still hold, each (card whose text made it or -1, origin, target, kind, skill,
        delta, until): origin `ORIGIN_ABILITY`, `ORIGIN_EVENT`, `ORIGIN_TRIGGER` or
        `ORIGIN_BOOST`; kind MOD_SKILL (of `skill`), MOD_SKILLS, MOD_DIFFICULTY or
        MOD_FIREPOWER; until UNTIL_*."""
        return ops.modifiers_this_turn(self._game)

    def end_modifier(self, row: tuple[int, ...]) -> bool:
        """One of `modifiers_this_turn` ends now ("... ends immediately")."""
        return ops.end_modifier(self._game, row)

    def end_lasting_rules(self, card: int, until: int) -> bool:
        """The restrictions `keep_rules` kept for `card` until `until` end now."""
        st = self._game.state
        kept = [r for r in st.lasting_rules if not (r[0] == card and r[1] == until)]
        if len(kept) == len(st.lasting_rules):
            return False
        st.lasting_rules = kept
        self._game._version += 1
        return True

    def _missions_reordered(self, player: int) -> None:
        """Text changed the order of `player`'s mission pile: `Trigger.MISSION_PILE_
        REORDERED` (value: the card whose text did it), when some card listens to it."""
        game = self._game
        if game.effect_uids and game.listener_rows[T_MISSION_PILE_REORDERED]:
            game.fire_n(T_MISSION_PILE_REORDERED, player, -1, game.text_source)

    def text_started_at(self, card: int) -> int:
        """Where, in the public log, the text of `card` being carried out now began (its
        ability used, it played, its trigger resolving): one number per resolution of a
        card's text (-1: none found)."""
        return ops.text_start(self._game, card)

    def use_held_trigger(self, card: int) -> bool:
        """The triggered text of `card` that a `Replace.TRIGGER` replacement held back
        resolves after all (unless it lapsed meanwhile); False when none is held."""
        from stargate_vcg.engine.stargate.effects import TRIGGERS
        from stargate_vcg.engine.stargate.triggers import resolve_trigger

        game = self._game
        held = game.state.memory.pop((card, ops.HELD_TRIGGER), None)
        if held is None or game.effects[card] is None:
            return False
        event = TriggerEvent(TRIGGERS[held[0]], held[1], held[2], held[3])
        resolve_trigger(game, card, event, replaceable=False)
        return True

    def forget_held_trigger(self, card: int) -> None:
        """The triggered text `use_held_trigger` would resolve is dropped (not used)."""
        self._game.state.memory.pop((card, ops.HELD_TRIGGER), None)

    def _traits_taken(self, card: int) -> bool:
        st = self._game.state
        taken = st.memory.get((card, TRAITS_TAKEN))
        if not taken:
            return False
        return taken[0] in st.beneath.get(card, ())

    def _counted_higher(self, card: int, which: int) -> int:
        st = self._game.state
        row = st.memory.get((-1, _COUNTED_HIGHER))
        if row is None or row[0] != st.turn:
            return 0
        return row[1 + 2 * self._game.facts[card].owner + which]


_FROM_DECK: Final = "from deck to hand"  # log kind (session 10 sp-cards15)
# A player's cards counting more missions won or lost this turn (session 10 sp-cards14):
# the memory key, of no card, of `Surface.count_missions_higher`.
_COUNTED_HIGHER: Final = "missions counted higher"
TRAITS_TAKEN: Final = "printed traits taken"  # (session 11 sp-cards16; `State.traits_moved`)
# How a lasting modifier was made (`Surface.modifiers_this_turn`; session 11 sp-cards16).
ORIGIN_ABILITY: Final = ops.ORIGIN_ABILITY
ORIGIN_EVENT: Final = ops.ORIGIN_EVENT
ORIGIN_TRIGGER: Final = ops.ORIGIN_TRIGGER
ORIGIN_BOOST: Final = ops.ORIGIN_BOOST


def reads_modifier_origins(effect: CardEffect) -> CardEffect:
    """Register a card's text that reads `Surface.modifiers_this_turn` (or ends one of
    them): `card(id, title, reads_modifier_origins(effect))`. Decks without such a card
    note no origins (`ops.ORIGIN_READERS`; session 17 sp-values11)."""
    return ops.reads_modifier_origins(effect)
_COUNTS_AS: Final = "counts as "  # memory key prefix of `Surface.counts_as_for_now`
_FAILURE_LABEL: Final = re.compile(r"(?:^|[\n.!])[ \t]*(?:Success or[ \t]+)?Failure[ \t]*:")
_FAILURE_TEXT: Final[dict[str, bool]] = {}
