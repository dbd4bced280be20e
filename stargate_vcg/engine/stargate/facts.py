"""Per-card facts precomputed once per game into `__slots__` objects.

The hot path (legal-action enumeration, apply) never touches the pydantic card models:
everything it needs is copied here when the game starts, indexed by a per-game card uid.
"""

from __future__ import annotations

from typing import Final

from stargate_vcg.cards.names import normalize_name
from stargate_vcg.cards.stargate import SKILLS, CardType, Glyph, Skill, StargateCard
from stargate_vcg.errors import StargateVcgError

# Card kinds (rulebook "Card Types").
TEAM: Final = 0
SUPPORT: Final = 1
MISSION: Final = 2
GEAR: Final = 3
EVENT: Final = 4
OBSTACLE: Final = 5
ADVERSARY: Final = 6
SHIP: Final = 7
KIND_OF: dict[CardType, int] = {
    CardType.TEAM_CHARACTER: TEAM, CardType.SUPPORT_CHARACTER: SUPPORT,
    CardType.MISSION: MISSION, CardType.GEAR: GEAR, CardType.EVENT: EVENT,
    CardType.OBSTACLE: OBSTACLE, CardType.ADVERSARY: ADVERSARY, CardType.SHIP: SHIP,
}
KIND_NAMES = ("team character", "support character", "mission", "gear", "event",
              "obstacle", "adversary", "ship")
SKILL_INDEX: dict[Skill, int] = {s: i for i, s in enumerate(SKILLS)}
# `len(SKILLS)`, a literal for compiled code (`fast.Tables.rating` is read at
# `uid * SKILL_COUNT + skill`; a unit test compares the two).
SKILL_COUNT: Final = 4
# `fast.Tables.rating` of a card without a printed rating in that skill.
NO_RATING: Final = 255
# `fast.Tables.cost` and `rating` hold a byte per card: the largest printed cost, and
# the largest rating (below NO_RATING). Real cards print single digits.
MAX_COST: Final = 255
MAX_RATING: Final = NO_RATING - 1

# The four states of the glossary ("states"), plus NONE for cards not in play.
NONE: Final = 0
READY: Final = 1
ASSIGNED: Final = 2
STOPPED: Final = 3
INCAPACITATED: Final = 4
STATE_NAMES = ("none", "ready", "assigned", "stopped", "incapacitated")

# Zones: where a card is. Exactly one per card at any time.
Z_DECK: Final = 0
Z_HAND: Final = 1
Z_DISCARD: Final = 2
Z_MISSIONS: Final = 3
Z_PLAY: Final = 4
Z_SCORE: Final = 5
Z_MISSION: Final = 6
Z_OBSTACLE: Final = 7
Z_COMPLICATION: Final = 8
Z_FAILED: Final = 9
Z_GLYPH: Final = 10
Z_BLOCKADED: Final = 11
Z_LIMBO: Final = 12
Z_BENEATH: Final = 13  # beneath another card (card text: "place ... beneath him")
Z_RESOLVING: Final = 14  # an event whose text is being carried out
Z_PURGED: Final = 15  # removed from the game (sp-purge): the owner's purged pile
# Where a card's text works (bits of `StargateGame.text_zones`; effects.CardEffect.zones).
W_PLAY: Final = 1
W_SCORE: Final = 2
W_DISCARD: Final = 4
W_HAND: Final = 8
W_BENEATH: Final = 16
W_ADVERSARY: Final = 32  # effects.AS_ADVERSARY (base-rest batch)
W_PURGED: Final = 64  # effects.PURGED_PILE (sp-purge)
# Where text works outside play, the current mission and the obstacles.
W_ELSEWHERE: Final = W_SCORE | W_DISCARD | W_HAND | W_BENEATH | W_PURGED
# How a card's own text in hand changes how it is played (`GameCore.own_text` bits):
# OWN_CHECKED, a "can" of its own: its plays go through the reference checks; OWN_RULES, a
# "can't" or an extra cost of its own: its plays are listed, then its "can't" asked;
# OWN_COST, a change to its own cost: costs are computed.
OWN_CHECKED: Final = 1
OWN_RULES: Final = 2
OWN_COST: Final = 4
# The signs of all of a card's own cost modifiers (`CardEffect.cost_sign`; both for a card
# without any): OWN_LOWERS, none ever raises its costs; OWN_RAISES, none ever lowers them.
OWN_LOWERS: Final = 8
OWN_RAISES: Final = 16
# Which hooks a card's text answers (`GameCore.hook_bits`), for the questions asked about one
# card at a time: a bit test, not a call into the card's code.
H_FORBIDS: Final = 1
H_PERMITS: Final = 2
H_PLAY_COST: Final = 4
H_COST_MODIFIER: Final = 8
H_ABILITIES: Final = 16
# Not a hook (sp-list2): the card's entering or leaving play, the mission or the
# obstacles may change whose abilities can be used (`legal.ability_sources`): it has
# abilities, a withdraw, or some card of the layout grants abilities (`active.move`).
H_SOURCE: Final = 32
# Its own text may replace its going to the discard pile, wherever it is
# (`ops.discard_replaced` asks only such cards: no set of hook names looked at per discard).
H_REPLACES: Final = 64
# Its text changes its own point value as a team character (`CardEffect.point_value_modifier`,
# not an indexed hook): `values.victory_total` asks only these cards, not every team
# card's effect object (most have none; fetched, each is one more object to bring in).
H_POINT_VALUE: Final = 128
HOOK_BITS: Final = {"forbids": H_FORBIDS, "permits": H_PERMITS, "play_cost": H_PLAY_COST,
                    "cost_modifier": H_COST_MODIFIER, "abilities": H_ABILITIES,
                    "replaces": H_REPLACES}

# Per zone, the W_* bit a card's text needs to work there (0: it never works there).
# Bytes: compiled, an item is read as the byte itself, not an int object out of a tuple
# (`values.text_in_effect` asks it at every refresh of a card's text).
ZONE_WHERE: Final = bytes((
    0, W_HAND, W_DISCARD, 0, W_PLAY, W_SCORE, W_PLAY, W_PLAY, 0, 0, 0, 0, 0, W_BENEATH, 0,
    W_PURGED,
))

ZONE_NAMES = ("deck", "hand", "discard", "mission pile", "in play", "villain score pile",
              "current mission", "obstacle", "complication", "failed mission", "glyph",
              "blockaded", "to be placed on the mission pile", "beneath a card",
              "being played", "purged")


_TEMPLATES: dict[tuple[int, int], tuple[StargateCard, CardFacts]] = {}
_TEMPLATE_LIMIT = 50_000
# One object for each distinct set of traits, shared by the facts of every card that has
# it: card code keeps the sets as dict keys (Walkie-Talkie's trait bits), and a lookup
# finds an equal set of another card by comparing them trait by trait (some 300
# instructions), the same object at once.
_TRAIT_SETS: Final[dict[frozenset[str], frozenset[str]]] = {}


def _check_numbers(card: StargateCard, cost: int, skills: tuple[int | None, ...]) -> None:
    """Refuse a card whose cost or ratings the per-card byte tables cannot hold (card
    data of one's own making: `--cards`, a library user's card), naming the card."""
    if not 0 <= cost <= MAX_COST:
        raise StargateVcgError(f"{card.name}: cost {cost} is out of the range a game "
                               f"can play (0 to {MAX_COST})")
    for skill, rating in zip(SKILLS, skills, strict=True):
        if rating is not None and not 0 <= rating <= MAX_RATING:
            raise StargateVcgError(f"{card.name}: {skill.value} {rating} is out of the "
                                   f"range a game can play (0 to {MAX_RATING})")


class CardFacts:
    """What the engine needs to know about a card owned by one player. Immutable once
    built, so the copies of a card in a deck share one object (`game.facts[uid]`)."""

    __slots__ = ("adversary", "blockade", "card", "character", "cost", "dominion",
                 "experience", "firepower", "glyph", "hero", "hero_assignable",
                 "hero_playable", "id", "kind", "mission_skill", "mission_skills", "owner",
                 "promotion",
                 "revive", "ship", "skills", "subtitle", "title", "title_key", "traits",
                 "unique_ship", "victory", "villain", "villain_assignable",
                 "villain_playable", "withdraw")

    def __init__(self, owner: int, card: StargateCard) -> None:
        self.owner = owner
        self.card = card
        self.id = card.id
        self.title = card.title
        self.title_key = normalize_name(card.title)
        self.subtitle = card.subtitle
        self.kind = KIND_OF[card.type]
        self.character = self.kind in (TEAM, SUPPORT)
        self.ship = self.kind == SHIP
        self.adversary = self.kind == ADVERSARY
        # Missions have no allegiance; ships may be either (rulebook "Ship").
        self.hero = card.is_hero or (card.allegiance is None and self.kind in
                                     (TEAM, SUPPORT, GEAR, EVENT))
        self.villain = card.is_villain or (card.allegiance is None and self.kind in
                                           (OBSTACLE, ADVERSARY))
        # What each role may do with it (rulebook "Hero/Villain Player Actions").
        self.hero_playable = self.hero and self.kind in (SUPPORT, GEAR, EVENT, SHIP)
        self.villain_playable = self.villain and self.kind in (OBSTACLE, ADVERSARY, SHIP)
        self.hero_assignable = self.hero and (self.character or self.ship)
        self.villain_assignable = self.villain and (self.adversary or self.ship)
        self.unique_ship = self.ship and bool(card.subtitle)
        self.cost = card.cost or 0
        self.skills: tuple[int | None, ...] = tuple(card.skills.get(s) for s in SKILLS)
        _check_numbers(card, self.cost, self.skills)
        # A mission's required skills, in SKILLS order. Ruling (the rulebooks are silent on
        # a mission rated in two skills, e.g. Withstand Armada: Combat 5 and Ingenuity 3):
        # "They will need to use one of the four skills to complete each mission" (EN
        # "Mission"), so such a mission may be completed with either of its skills; deck
        # construction likewise lets it count for either skill (construction.matching).
        # See values.mission_skills for what follows from it.
        self.mission_skills: tuple[int, ...] = tuple(
            i for i, s in enumerate(SKILLS) if s in card.skills) or (0,)
        self.mission_skill = self.mission_skills[0]
        self.revive = card.revive or 0
        self.glyph: Glyph | None = card.glyph
        self.experience = card.experience or 0
        self.firepower = card.firepower or 0
        traits = frozenset(normalize_name(t) for t in card.traits)
        if len(_TRAIT_SETS) < _TEMPLATE_LIMIT:  # (bounded, as the facts are)
            traits = _TRAIT_SETS.setdefault(traits, traits)
        self.traits = traits
        kw = card.keywords
        self.victory = kw.victory
        self.withdraw = kw.withdraw
        self.blockade = kw.blockade
        self.dominion = kw.dominion
        self.promotion = kw.promotion_token

    @classmethod
    def of(cls, owner: int, card: StargateCard) -> CardFacts:
        """Facts computed once per printed card and owner, and reused by every game:
        game set-up stays cheap for simulations."""
        key = (id(card), owner)
        found = _TEMPLATES.get(key)
        if found is None or found[0] is not card:
            if len(_TEMPLATES) > _TEMPLATE_LIMIT:
                _TEMPLATES.clear()
            found = (card, cls(owner, card))
            _TEMPLATES[key] = found
        return found[1]

    @property
    def name(self) -> str:
        return f"{self.title} ({self.subtitle})" if self.subtitle else self.title

    def __repr__(self) -> str:
        return f"<{self.name} of player {self.owner}>"
