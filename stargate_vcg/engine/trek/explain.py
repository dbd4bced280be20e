"""Why an action is illegal: the reason and the rule it breaks.

Legality itself is decided by `TrekGame.legal_actions()` alone; this module is only
called for an action that is not among them, and always raises `IllegalAction`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NoReturn

from stargate_vcg.engine.trek import effects, imprese
from stargate_vcg.engine.trek.actions import (
    TREK_ACTIONS,
    AttemptImpresa,
    Choose,
    Declare,
    Discard,
    DrawAndPass,
    EndTurn,
    Pass,
    PlaceSecrets,
    PlayCard,
    Reveal,
    TrekAction,
)
from stargate_vcg.engine.trek.constants import (
    DECLARE,
    DISCARD,
    EFFECT,
    HAND_LIMIT,
    MAIN,
    OVER,
    REVEAL,
    SECRETS,
)
from stargate_vcg.engine.trek.table import EQUIPAGGIAMENTO, IMPRESA
from stargate_vcg.errors import IllegalAction

if TYPE_CHECKING:
    from stargate_vcg.engine.trek.game import TrekGame

# The phase in which each kind of action is taken.
_PHASE_OF: dict[type, int] = {
    DrawAndPass: MAIN, Pass: MAIN, EndTurn: MAIN, PlayCard: MAIN, AttemptImpresa: MAIN,
    PlaceSecrets: SECRETS, Declare: DECLARE, Reveal: REVEAL, Choose: EFFECT, Discard: DISCARD,
}


def explain(game: TrekGame, action: object) -> NoReturn:
    if game.phase == OVER and game.unfinished:
        _no(f"the game is over: the turn limit of {game.max_turns} turns was reached",
            "turn limit")
    if game.phase == OVER:
        _no("the game is over: the tenth Impresa has been resolved", "Termine P.07")
    expected = _PHASE_OF.get(type(action))
    if expected is None or not isinstance(action, TREK_ACTIONS):
        _no(f"{action!r} is not a Star Trek VCG action", "Turno P.01")
    if expected != game.phase:
        _wrong_phase(game, action)
    if isinstance(action, (DrawAndPass, Pass, EndTurn)):
        _turn(game, action)
    if isinstance(action, PlayCard):
        _play(game, action)
    if isinstance(action, AttemptImpresa):
        _attempt(game, action)
    if isinstance(action, PlaceSecrets):
        _secrets(game, action)
    if isinstance(action, Declare):
        _declare(game, action)
    if isinstance(action, Reveal):
        _reveal(game, action)
    if isinstance(action, Choose):
        step = game.steps[0]
        if action.player != step.player:
            _no(f"player {step.player} makes this choice", effects.STEP_RULES[step.kind])
        _no("not one of the choices the effect allows", effects.STEP_RULES[step.kind])
    if isinstance(action, Discard):
        _no("discard a card from your own hand", "Turno P.02")
    _no("not a legal action now", "Turno P.01")


def _no(reason: str, rule: str) -> NoReturn:
    raise IllegalAction(reason, rule)


def _wrong_phase(game: TrekGame, action: TrekAction) -> NoReturn:
    phase = game.phase
    if isinstance(action, Choose):
        if len(action.option) == 2 and action.option[0] in game.equip.values():
            _no("an Equipaggiamento cannot be moved at will, only by an effect",
                "Equipaggiamento P.17")
        _no("no effect is waiting for a choice: effects act only when a card enters play",
            "Effetti P.01")
    if phase == DISCARD:
        _no(f"discard down to {HAND_LIMIT} cards first", "Turno P.02")
    if phase == EFFECT:
        step = game.steps[0]
        _no(f"the effect of {game.name(step.source)} must be resolved first "
            f"(player {step.player} chooses)", effects.STEP_RULES[step.kind])
    if phase == SECRETS:
        _no("place the secret characters (maybe none) first", "Impresa P.31.4")
    if phase == DECLARE:
        _no(f"player {game.declarer} declares next", "Impresa P.31.5")
    if phase == REVEAL:
        _no("the active player reveals the secret characters next", "Impresa P.31.6")
    if isinstance(action, Discard):
        _no(f"cards are discarded only at the end of a turn with more than {HAND_LIMIT}",
            "Turno P.02")
    _no("no Impresa is being attempted", "Impresa P.31")


def _turn(game: TrekGame, action: TrekAction) -> NoReturn:
    if isinstance(action, EndTurn):
        _no("play a card first, or draw and pass, or pass", "Turno P.01")
    if game.played:
        _no("after playing cards the turn ends with EndTurn: no drawing", "Turno P.01")
    _no("there is no card to draw (draw pile and discards are empty)", "Turno P.04")


def _in_hand(game: TrekGame, card: int, rule: str) -> None:
    if card not in game.hands[game.active]:
        _no(f"card {card} is not in the hand of player {game.active}", rule)


def _play(game: TrekGame, action: PlayCard) -> NoReturn:
    _in_hand(game, action.card, "Turno P.01")
    kind = game.table.kind[action.card]
    if kind == IMPRESA:
        _no("an Impresa is attempted with its participants (AttemptImpresa)", "Impresa P.31")
    if kind != EQUIPAGGIAMENTO:
        _no("only an Equipaggiamento is played onto a character", "Equipaggiamento P.14")
    target = action.target
    everyone = [c for p in range(game.n) for c in game.chars[p]]
    if target is None or target not in everyone:
        _no("an Equipaggiamento goes onto a character in play", "Equipaggiamento P.14")
    if target in game.equip:
        _no(f"{game.name(target)} already has an Equipaggiamento", "Equipaggiamento P.14")
    _no(f"{game.name(action.card)} cannot be assigned to {game.name(target)} "
        "(its limitations)", "Equipaggiamento P.12")


def _attempt(game: TrekGame, action: AttemptImpresa) -> NoReturn:
    _in_hand(game, action.card, "Impresa P.31.2")
    if game.table.kind[action.card] != IMPRESA:
        _no(f"{game.name(action.card)} is not an Impresa", "Impresa P.31")
    own = game.chars[game.active]
    if not own:
        _no("you need at least one character in play", "Impresa P.31.1")
    if not action.participants:
        _no("at least one of your characters in play must take part", "Impresa P.31.3")
    if any(c not in own for c in action.participants) or (
            len(set(action.participants)) != len(action.participants)):
        _no("participants are your own characters in play, each once", "Impresa P.31.2")
    _no("the Impresa's limitations forbid these participants", "Impresa P.30")


def _secrets(game: TrekGame, action: PlaceSecrets) -> NoReturn:
    hand = game.hands[game.active]
    if any(c not in hand for c in action.cards) or len(set(action.cards)) != len(action.cards):
        _no("secret characters come from your own hand", "Impresa P.31.4")
    _no("the Impresa limits the secret characters", "Impresa P.30")


def _declare(game: TrekGame, action: Declare) -> NoReturn:
    if action.player != game.declarer:
        _no(f"player {game.declarer} declares next (counterclockwise)", "Impresa P.31.5")
    rules = game.table.rules[game.imp_card]
    if rules.solo and action.characters:
        _no("no other player may take part in this Impresa", "Impresa P.30")
    own = game.chars[action.player]
    if any(c not in own for c in action.characters) or (
            len(set(action.characters)) != len(action.characters)):
        _no("players take part with their own characters in play, each once",
            "Impresa P.31.5")
    _no("the Impresa's limitations forbid these participants", "Impresa P.30")


def _reveal(game: TrekGame, action: Reveal) -> NoReturn:
    if any(c not in game.secrets for c in action.cards) or (
            len(set(action.cards)) != len(action.cards)):
        _no("only the face-down secret cards can be revealed, each once", "Impresa P.31.6")
    rules = game.table.rules[game.imp_card]
    allowed = imprese.revealable(game, rules, game.secrets)
    if any(c not in allowed for c in action.cards):
        _no("only a Personaggio (allowed by the Impresa) can take part when revealed",
            "Impresa P.31.6")
    _no("the Impresa's limitations forbid so many participants", "Impresa P.30")
