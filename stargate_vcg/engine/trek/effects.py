"""Card effects (Effetti delle carte P.01-P.08), resolved when a card enters play.

An effect either acts at once (draw, remove every Danni, take a card back from the
discards) or queues `Step`s: choices for a player. A step with one possible choice is
applied without asking, one with none is skipped (removing and taking back are
compulsory only "se possibile", P.04/P.06/P.07). Moving an Equipaggiamento is not
compulsory (only P.04 and P.07 say so, and P.17 forbids moving at will), so a move step
also offers `DECLINE`, and an Equipaggiamento's move never moves that Equipaggiamento.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from stargate_vcg.cards.trek import CATEGORIES
from stargate_vcg.engine.trek.table import TYPE_NAMES

if TYPE_CHECKING:
    from stargate_vcg.engine.trek.game import TrekGame

ANY: Final = -1  # a remove_danni step that takes a Danni of any category
DECLINE: Final[tuple[int, ...]] = ()  # the option of a move step that moves nothing

# Which rule each kind of choice enforces, for IllegalAction reasons.
STEP_RULES: dict[str, str] = {
    "remove_danni": "Effetti P.05",
    "discard_type": "Effetti P.08",
    "return_other": "Effetti P.07",
    "return_own": "Effetti P.07",
    "remove_character": "Effetti P.04",
    "remove_any_character": "Effetti P.04",
    "remove_equipment": "Effetti P.04",
    "move_equipment": "Equipaggiamento P.13",
}

# Steps whose options come from a hidden hand (Effetti P.08): always asked, never applied
# by the engine, so that the timing tells nothing about the hand.
FROM_HAND: frozenset[str] = frozenset({"discard_type"})


class Step:
    """A pending choice of one effect, asked of `player`."""

    __slots__ = ("amount", "card_type", "category", "kind", "player", "source")

    def __init__(self, kind: str, player: int, source: int, amount: int = 0,
                 category: int = -1, card_type: int = -1) -> None:
        self.kind = kind
        self.player = player
        self.source = source
        self.amount = amount
        self.category = category
        self.card_type = card_type

    def copy(self) -> Step:
        return Step(self.kind, self.player, self.source, self.amount, self.category,
                    self.card_type)


def start_effect(game: TrekGame, card: int, player: int) -> None:
    """Resolve `card`'s effect for `player`; the card is already in play (Note P.01)."""
    effect = game.table.effect[card]
    if effect is None:
        return
    kind = effect.kind
    game.log_event("effect", player, (card,))
    if kind == "draw":
        for _ in range(effect.amount):
            game.draw_card(player)
    elif kind == "remove_all_danni":
        # One Danni at a time: the player chooses the order (Effetti P.05), which is
        # the order of the discards and so of a future draw pile (Turno P.04).
        if game.danni:
            game.steps.append(Step("remove_danni", player, card, len(game.danni), ANY))
    elif kind == "retrieve_discard":
        _retrieve(game, player, _type_code(effect.card_type))
    elif kind == "remove_danni":
        category = CATEGORIES.index(effect.category) if effect.category is not None else 0
        game.steps.append(Step("remove_danni", player, card, max(effect.amount, 1), category))
    elif kind == "discard_type":
        code = _type_code(effect.card_type)
        for target in _targets(game, player, effect.target or "others"):
            game.steps.append(Step("discard_type", target, card, card_type=code))
    elif kind == "return_character":
        if effect.target == "all":
            for target in _targets(game, player, "all"):
                game.steps.append(Step("return_own", target, card))
        else:
            game.steps.append(Step("return_other", player, card))
    elif kind == "remove_character" and effect.target == "all":
        # Any character in play, the player's own and this very card included (Note P.01).
        game.steps.append(Step("remove_any_character", player, card))
    elif kind in ("remove_character", "remove_equipment", "move_equipment"):
        game.steps.append(Step(kind, player, card))
    else:  # the loader refuses unknown kinds; a hand-built deck may not
        raise ValueError(f"effect kind {kind!r} is not implemented")


def _type_code(card_type: object) -> int:
    return TYPE_NAMES.index(str(getattr(card_type, "value", card_type)))


def _targets(game: TrekGame, player: int, target: str) -> list[int]:
    """Players in counterclockwise order from `player` (included only for "all")."""
    first = 0 if target == "all" else 1
    return [(player + k) % game.n for k in range(first, game.n)]


def _retrieve(game: TrekGame, player: int, code: int) -> None:
    """Take back into hand the topmost card of a type from the discards (P.07: compulsory)."""
    kinds = game.table.kind
    discard = game.discard
    for index in range(len(discard) - 1, -1, -1):
        if kinds[discard[index]] == code:
            game.hands[player].append(discard.pop(index))
            return


def options(game: TrekGame, step: Step) -> list[tuple[int, ...]]:
    """Every choice the step allows, in a stable order."""
    kind = step.kind
    table = game.table
    if kind == "remove_danni":
        category = step.category
        return [(d,) for d in game.danni if category == ANY or category in table.has_cat[d]]
    if kind == "discard_type":
        return [(c,) for c in game.hands[step.player] if table.kind[c] == step.card_type]
    if kind in ("return_other", "remove_character"):
        return [(c,) for q in range(game.n) if q != step.player for c in game.chars[q]]
    if kind == "remove_any_character":
        return [(c,) for q in range(game.n) for c in game.chars[q]]
    if kind == "return_own":
        return [(c,) for c in game.chars[step.player]]
    if kind == "remove_equipment":
        return [(game.equip[c],) for q in range(game.n) for c in game.chars[q] if c in game.equip]
    if kind == "move_equipment":
        moves = _moves(game, step.source)
        return [*moves, DECLINE] if moves else []
    raise ValueError(f"unknown step {kind!r}")


def _moves(game: TrekGame, source: int) -> list[tuple[int, ...]]:
    """Every (Equipaggiamento, free character) move, except the source moving itself off
    the character it was just played on."""
    everyone = [c for q in range(game.n) for c in game.chars[q]]
    free = [c for c in everyone if c not in game.equip]
    return [(game.equip[holder], dest) for holder in everyone
            if holder in game.equip and game.equip[holder] != source for dest in free]


def apply_choice(game: TrekGame, step: Step, option: tuple[int, ...]) -> None:
    kind = step.kind
    game.log_event("choice", step.player, option)
    if kind == "remove_danni":
        game.danni.remove(option[0])
        game.discard.append(option[0])
        if step.amount > 1:  # the next Danni, chosen after this one (Effetti P.05)
            game.steps.insert(0, Step("remove_danni", step.player, step.source,
                                      step.amount - 1, step.category))
    elif kind == "discard_type":
        game.hands[step.player].remove(option[0])
        game.discard.append(option[0])
    elif kind in ("return_other", "return_own"):
        game.return_character(option[0])
    elif kind in ("remove_character", "remove_any_character"):
        game.discard_character(option[0])
    elif kind == "remove_equipment":
        holder = game.holder_of(option[0])
        del game.equip[holder]
        game.discard.append(option[0])
    elif kind == "move_equipment" and option != DECLINE:
        # P.13: moving repeats neither the effect nor the limitations.
        equipment, dest = option
        del game.equip[game.holder_of(equipment)]
        game.equip[dest] = equipment
