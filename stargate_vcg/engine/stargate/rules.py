"""Legality: one check per action, each refusal citing the rulebook section it enforces.
`legal.legal_actions` enumerates exactly the actions these checks accept."""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from stargate_vcg.engine.stargate import phases as ph
from stargate_vcg.engine.stargate import values
from stargate_vcg.engine.stargate.actions import (
    Action,
    ActivateAbility,
    Assign,
    Boost,
    Choose,
    ChooseGlyphCharacter,
    ChooseMany,
    ChooseStoppedCharacter,
    Continue,
    Decline,
    DestroyAdversary,
    Discard,
    Incapacitate,
    Keep,
    Mulligan,
    Pass,
    PlaceMission,
    PlayCard,
    PlayComplication,
    ResolveTrigger,
    Revive,
    Score,
    Stop,
)
from stargate_vcg.engine.stargate.effects import (
    FORBIDS_ABILITY,
    FORBIDS_ANY,
    FORBIDS_ASSIGN,
    FORBIDS_BOOST,
    FORBIDS_COMPLICATION,
    FORBIDS_CONTINUE,
    FORBIDS_OTHER,
    FORBIDS_PLAY,
    FORBIDS_REVIVE,
    TEXT_ALL,
    Ability,
    CardEffect,
    Decision,
    MissionOrder,
    PlayCost,
    TriggerBatch,
)
from stargate_vcg.engine.stargate.facts import (
    ADVERSARY,
    ASSIGNED,
    EVENT,
    GEAR,
    H_ABILITIES,
    H_FORBIDS,
    H_PERMITS,
    H_PLAY_COST,
    INCAPACITATED,
    OBSTACLE,
    READY,
    SHIP,
    SUPPORT,
    TEAM,
    Z_HAND,
    Z_OBSTACLE,
    Z_PLAY,
)
from stargate_vcg.engine.stargate.ops import has_glyph
from stargate_vcg.engine.stargate.values import (
    N_FORBIDS,
    N_GRANTED_ABILITIES,
    N_GRANTS_DOMINION,
    N_PERMITS,
)
from stargate_vcg.errors import IllegalAction

if TYPE_CHECKING:
    from stargate_vcg.engine.stargate.core import GameCore

HAND_SIZE: Final = 8

class WaivableRule(IllegalAction):
    """A rule that card text may waive with a "can" (`CardEffect.permits`), e.g. the
    same-title rule; basic facts (the card is in your hand, you can pay) never are."""


class _Basic(IllegalAction):
    """Not the decision asked for now, or not an action of this game: no card text can
    make it legal, and none is asked."""

def _no(reason: str, rule: str) -> IllegalAction:
    return IllegalAction(reason, rule)

def _waivable(reason: str, rule: str) -> IllegalAction:
    return WaivableRule(reason, rule)

def check(game: GameCore, action: Action) -> IllegalAction | None:
    """None when `action` is legal now, else the IllegalAction explaining why."""
    st = game.state
    if st.phase == ph.OVER:
        return _no("the game is over", ph.R_WIN)
    err = (_check_pending(game, st.pending[-1], action) if st.pending
           else _check_phase(game, action))
    if game.effect_uids:
        err = _apply_effect_rules(game, action, err)
    return err

def _apply_effect_rules(game: GameCore, action: Action,
                        err: IllegalAction | None) -> IllegalAction | None:
    """Permissions ("can") may waive a rule; restrictions ("can't") always win. Asked
    in every phase, of the cards in effect and of the card being played."""
    if isinstance(action, Pass) or isinstance(err, _Basic):
        return err
    player = game.to_act if game.to_act is not None else game.state.actor
    t = game.surface
    if isinstance(err, WaivableRule):
        permits = list(values.sources_numbered(game, N_PERMITS))
        permits += _own(game, action, H_PERMITS)
        if any(e.permits(t, s, player, action, err.rule) for s, e in permits) and \
                _can_pay(game, action):
            err = None
    if err is None:
        return forbidden(game, action, player)
    return err


def forbidden(game: GameCore, action: Action, player: int) -> IllegalAction | None:
    """A "can't" of a card in effect, of the card being played, or one that outlasts its
    card, forbidding `action` to `player` (glossary "can't"). The reference: every
    "can't" in effect is asked, whatever the kinds it declares (`cant` asks only those
    of the action's kind; the playout tests compare the listings with this)."""
    reason = cant_of_kind(game, action, player, FORBIDS_ANY)
    return None if reason is None else _no(reason, ph.R_CANT)


def cant(game: GameCore, action: Action, player: int) -> str | None:
    """The reason of `forbidden`, without the error: the listings filter by it, and an
    error made for each action a "can't" leaves out cost them more than the test. Each
    "can't" in effect is asked only about the kinds of actions it declares
    (`CardEffect.forbids_on`, per card in `Tables.forbids_on`)."""
    return cant_of_kind(game, action, player, forbid_kind(action))


def forbid_kind(action: Action) -> int:
    """The kind of `action` (FORBIDS_*) as `CardEffect.forbids_on` names it."""
    if isinstance(action, ActivateAbility):
        return FORBIDS_ABILITY
    if isinstance(action, PlayCard):
        return FORBIDS_PLAY
    if isinstance(action, Assign):
        return FORBIDS_ASSIGN
    if isinstance(action, PlayComplication):
        return FORBIDS_COMPLICATION
    if isinstance(action, Boost):
        return FORBIDS_BOOST
    if isinstance(action, Continue):
        return FORBIDS_CONTINUE
    if isinstance(action, Revive):
        return FORBIDS_REVIVE
    return FORBIDS_OTHER


def forbids_in_effect(game: GameCore) -> int:
    """The kinds of actions (FORBIDS_*) the "can't"s in effect may forbid: any, while
    rules outlast their card (asked whatever their kinds). The listings ask `cant` only
    about actions of these kinds, and about plays (a card's own "can't", `_own`).
    (The kinds of the cards in effect: a few byte reads, where a "can't" asked about
    an action calls card code.)"""
    if game.state.lasting_rules:
        return FORBIDS_ANY
    kinds = game.tables.forbids_on
    found = 0
    for s, _ in values.sources_numbered(game, N_FORBIDS):
        found |= kinds[s]
    return found


def cant_of_kind(game: GameCore, action: Action, player: int, kind: int) -> str | None:
    """`cant` of an action of this `kind` (`forbid_kind`, found by the caller): the
    "can't"s in effect asked only when they may forbid actions of `kind` (all of them
    for FORBIDS_ANY); the card's own and those that outlast their card always."""
    asked = values.sources_numbered(game, N_FORBIDS)
    own = _own(game, action, H_FORBIDS)
    if not asked and not own and not game.state.lasting_rules:
        return None  # the usual case: no "can't" to ask
    reason = _first_cant(game, asked, player, action, kind)
    if reason is None:
        reason = _first_cant(game, own, player, action, FORBIDS_ANY)
    if reason is None and game.state.lasting_rules:
        reason = _first_cant(game, _lasting(game, [*asked, *own]), player, action,
                             FORBIDS_ANY)
    return reason


def _first_cant(game: GameCore, sources: list[tuple[int, CardEffect]], player: int,
                action: Action, kind: int) -> str | None:
    """The reason of the first of these "can't"s that forbids `action`, or None: those
    whose card declares no kind of `kind` (`Tables.forbids_on`) not asked, unless
    `kind` is FORBIDS_ANY."""
    t = game.surface
    kinds = game.tables.forbids_on
    for s, e in sources:
        if kind != FORBIDS_ANY and not kinds[s] & kind:
            continue
        reason = e.forbids(t, s, player, action)
        if reason is not None:
            return reason
    return None


def _lasting(game: GameCore,
             asked: list[tuple[int, CardEffect]]) -> list[tuple[int, CardEffect]]:
    """Restrictions that outlast their card's place ("this turn")."""
    out: list[tuple[int, CardEffect]] = []
    for source, _ in game.state.lasting_rules:
        effect = game.effects[source]
        if effect is not None and all(s != source for s, _ in asked) and \
                all(s != source for s, _ in out):
            out.append((source, effect))
    return out


_NOTHING_OWN: Final[list[tuple[int, CardEffect]]] = []  # shared: read, never changed


def _own(game: GameCore, action: Action, bit: int) -> list[tuple[int, CardEffect]]:
    """The text of the card being played, from the hand (where it is not in effect)."""
    if not isinstance(action, PlayCard):
        return _NOTHING_OWN
    uid = action.card
    effect = game.effects[uid] if _valid_uid(game, uid) else None
    if effect is None or not game.hook_bits[uid] & bit or values.is_active(game, uid):
        return _NOTHING_OWN
    return [(uid, effect)]

def _can_pay(game: GameCore, action: Action) -> bool:
    if isinstance(action, PlayCard):
        player = game.state.actor
        return values.play_cost(game, player, action, action.card) <= \
            game.state.players[player].power
    return True

def _wrong(what: str, rule: str) -> IllegalAction:
    return _Basic(f"not the decision asked for now (waiting for: {what})", rule)

def _check_pending(game: GameCore, item: object, action: Action) -> IllegalAction | None:
    if isinstance(item, TriggerBatch):
        if not isinstance(action, ResolveTrigger):
            return _wrong("the hero player to order triggered effects", ph.R_TRIGGERS)
        if action.source not in item.sources:
            return _no("that card has no triggered effect waiting", ph.R_TRIGGERS)
        return None
    if isinstance(item, Decision):
        return _check_answer(item, action)
    if isinstance(item, MissionOrder):
        if not isinstance(action, PlaceMission):
            return _wrong("missions to be placed on the bottom of the mission pile",
                          ph.R_DEBRIEF)
        if action.mission not in item.missions:
            return _no("that mission is not waiting to be placed", ph.R_DEBRIEF)
        return None
    raise AssertionError(f"unknown pending item {item!r}")

def _check_answer(item: Decision, action: Action) -> IllegalAction | None:
    """An answer to a card's decision: one option, several, or declining a "may"."""
    if isinstance(action, Decline):
        return None if item.optional else _no("this choice can't be declined", ph.R_TEXT)
    if isinstance(action, Choose):
        chosen: tuple[int, ...] = (action.option,)
    elif isinstance(action, ChooseMany):
        chosen = action.options
    else:
        return _wrong(f"a choice: {item.prompt}", ph.R_TEXT)
    if not item.least <= len(chosen) <= item.most:
        many = (f"{item.least}" if item.least == item.most
                else f"{item.least} to {item.most}")
        return _no(f"choose {many} of the options", ph.R_TEXT)
    if len(set(chosen)) != len(chosen) or any(c not in item.options for c in chosen):
        return _no("not one of the options offered", ph.R_TEXT)
    return None


def _check_phase(game: GameCore, action: Action) -> IllegalAction | None:
    phase = game.state.phase
    if phase == ph.ACTIONS:
        if game.state.actor == game.state.hero:
            return _check_hero(game, action)
        return _check_villain(game, action)
    checker = _PHASE_CHECKS.get(phase)
    if checker is None:
        return _wrong(ph.NAMES[phase], ph.R_TURN)
    return checker(game, action)

def _check_setup_stop(game: GameCore, action: Action) -> IllegalAction | None:
    if not isinstance(action, ChooseStoppedCharacter):
        return _wrong("a team character to stop", ph.R_SETUP)
    target = game.state.setup_queue[0]
    f = game.facts[action.character] if 0 <= action.character < len(game.facts) else None
    if f is None or f.owner != target or f.kind != TEAM:
        return _no("choose one of that player's team characters", ph.R_SETUP)
    if game.state.status[action.character] != READY:
        return _no("that character is already stopped", ph.R_SETUP)
    return None

def _check_mulligan(game: GameCore, action: Action) -> IllegalAction | None:
    if not isinstance(action, (Mulligan, Keep)):
        return _wrong("mulligan or keep", ph.R_SETUP)
    return None

def _valid_uid(game: GameCore, uid: int) -> bool:
    return 0 <= uid < len(game.facts)

def _in_hand(game: GameCore, uid: int, player: int) -> bool:
    return (_valid_uid(game, uid) and game.state.zone[uid] == Z_HAND
            and game.facts[uid].owner == player)

def _own_in_play(game: GameCore, uid: int, player: int) -> bool:
    """In play under `player`'s control (his own cards, and those he took control of)."""
    return (_valid_uid(game, uid) and game.state.zone[uid] == Z_PLAY
            and values.controller(game, uid) == player)

def title_in_play(game: GameCore, player: int, uid: int, characters: bool) -> bool:
    key = game.facts[uid].title_key
    kind = game.facts[uid].kind
    for other in game.state.players[player].in_play:
        g = game.facts[other]
        if g.title_key == key and (g.character if characters else g.kind == kind):
            return True
    return False

def _check_ability(game: GameCore, action: ActivateAbility,
                   player: int) -> IllegalAction | None:
    uid = action.card
    if not _valid_uid(game, uid):
        return _no("activated abilities are used on your own cards", ph.R_ABILITY)
    abilities = abilities_of(game, uid, player)
    if not 0 <= action.ability < len(abilities):
        return _no("that card has no such activated ability", ph.R_ABILITY)
    ability = abilities[action.ability]
    if game.facts[uid].owner != player and not ability.any_player:
        return _no("activated abilities are used on your own cards", ph.R_ABILITY)
    if not ability_in_effect(game, uid, ability):
        return _no("that card's text is not in effect now", ph.R_TURN)
    t = game.surface
    if ability.usable is not None and not ability.usable(t, uid):
        return _no("that ability can't be used now", ph.R_ABILITY)
    if ability.targets is not None:
        targets = ability.targets(t, uid)
        if not targets:
            return _no("that ability has no legal target", ph.R_ABILITY)
        if action.target not in targets:
            return _no("not a legal target of that ability", ph.R_ABILITY)
    elif action.target != -1:
        return _no("that ability has no target", ph.R_ABILITY)
    return _check_ability_cost(game, uid, ability, action, player)


def ability_power(game: GameCore, player: int, action: ActivateAbility,
                  ability: Ability) -> int:
    """The power an activation costs: the printed cost and the cost modifiers of card
    text on it (`values.cost_modifier`: COST_OTHER, or the card's own, COST_OWN), at
    least 0 (sp-gaps)."""
    printed = ability.cost.power
    if not game.effect_uids:
        return printed
    cost = printed + values.cost_modifier(game, player, action)
    return cost if cost > 0 else 0


def ability_in_effect(game: GameCore, uid: int, ability: Ability) -> bool:
    """From the hand where the card says so; else the card is in play for its owner's
    role (granted abilities too), or its text is in effect where it is."""
    st = game.state
    zone = st.zone[uid]
    if ability.from_hand:
        return zone == Z_HAND
    if zone == Z_OBSTACLE:
        return True
    return values.is_active(game, uid) or (zone == Z_PLAY and _role_active(game, uid))


def _role_active(game: GameCore, uid: int) -> bool:
    st = game.state
    f = game.facts[uid]
    return st.status[uid] != INCAPACITATED and (
        (f.owner == st.hero and f.hero) or (f.owner == st.villain and f.villain))

def _check_ability_cost(game: GameCore, uid: int, ability: Ability,
                        action: ActivateAbility, player: int) -> IllegalAction | None:
    cost = ability.cost
    if ability.once_per_turn and game.state.used.get((uid, action.ability), 0):
        return _no("that ability can be used only once each turn", ph.R_ABILITY)
    if ability_power(game, player, action, ability) > game.state.players[player].power:
        return _no("not enough power to pay the cost", ph.R_ABILITY)
    if cost.stop_self and game.state.status[uid] not in (READY, ASSIGNED):
        return _no("a stopped card can't be stopped to pay a cost", ph.EN + "Glossary: stopped")
    for glyph in cost.glyphs:
        if not has_glyph(game, uid, glyph):
            return _no(f"the cost needs a {glyph.value} glyph beneath the character",
                       ph.R_GLYPH)
    if cost.any_glyph and not any(has_glyph(game, uid, g) for g in cost.any_glyph):
        names = " or ".join(g.value for g in cost.any_glyph)
        return _no(f"the cost needs a {names} glyph beneath the character", ph.R_GLYPH)
    if len(action.discards) != cost.discards or len(set(action.discards)) != cost.discards:
        return _no(f"the cost is discarding exactly {cost.discards} card(s)", ph.R_ABILITY)
    if any(not _in_hand(game, d, player) for d in action.discards):
        return _no("discards must come from your hand", ph.R_ABILITY)
    return _check_other_cards(game, uid, ability, action, player)


def _check_other_cards(game: GameCore, uid: int, ability: Ability,
                       action: ActivateAbility, player: int) -> IllegalAction | None:
    """Costs that stop or block other cards (glossary "block", "stopped")."""
    cost = ability.cost
    stops, blocks = action.stops, action.blocks
    if len(stops) != cost.stop_others or len(set(stops)) != cost.stop_others:
        return _no(f"the cost is stopping exactly {cost.stop_others} other card(s)",
                   ph.R_ABILITY)
    if len(blocks) != cost.block_others or len(set(blocks)) != cost.block_others:
        return _no(f"the cost is blocking exactly {cost.block_others} card(s)", ph.R_ABILITY)
    if not stops and not blocks:
        return None
    if set(stops) & set(blocks):
        return _no("one card can't pay both a stop and a block cost", ph.R_ABILITY)
    stoppable = cost_cards(game, uid, ability, player, block=False) if stops else []
    if any(u not in stoppable for u in stops):
        return _no("a card stopped to pay a cost must be ready or assigned (a stopped card "
                   "can't be stopped again) and of the kind the cost names",
                   ph.EN + "Glossary: stopped")
    blockable = cost_cards(game, uid, ability, player, block=True) if blocks else []
    if any(u not in blockable for u in blocks):
        return _no("a card blocked to pay a cost must be ready and not already blocked",
                   ph.R_BLOCK)
    return None


def cost_cards(game: GameCore, uid: int, ability: Ability, player: int, *,
               block: bool) -> list[int]:
    """The cards that may be stopped (block=False) or blocked (block=True) to pay the
    cost of `ability` on `uid`: by default the player's own characters (hero) or
    adversaries (villain); never the source itself when stopping it is already part of
    the cost, nor cards ignored this turn (rulebook "Turn Sequence")."""
    cost = ability.cost
    st = game.state
    accept = cost.others
    facts = game.facts
    out = []
    for p in (st.hero, st.villain) if accept is not None else (player,):
        for u in st.players[p].in_play:
            f = facts[u]
            turned = p == st.villain and values.turned_adversary(game, u)
            if not (f.hero if p == st.hero else (f.villain or turned)):
                continue
            if accept is None and not (values.character_now(game, u) if p == st.hero else
                                       (f.adversary or turned)):
                continue
            if accept is not None and not accept(game.surface, uid, u):
                continue
            s = st.status[u]
            if block:
                if s != READY or u in st.blocks:
                    continue
            elif s not in (READY, ASSIGNED) or (cost.stop_self and u == uid):
                continue
            out.append(u)
    return out

def abilities_of(game: GameCore, uid: int, player: int = -1) -> tuple[Ability, ...]:
    """Built-in abilities (withdraw) first, then those of the card's text, then those
    other cards in effect give it."""
    f = game.facts[uid]
    built: tuple[Ability, ...] = ()
    if f.withdraw is not None and f.kind == OBSTACLE:
        built = (game.withdraw_ability(f.withdraw),)
    if not game.effect_uids:
        return built
    # A card whose whole text is removed has none of its own abilities; those other
    # cards give it still come from their text (as `values.is_active` reads TEXT_ALL).
    removed = game.state.removed_text
    own = not (removed and removed.get(uid, 0) & TEXT_ALL)
    fixed = game.fixed_abilities[uid] if own else ()
    if fixed is not None and ("granted_abilities" not in game.hook_uids or not any(
            True for _ in values.sources_numbered(game, N_GRANTED_ABILITIES))):
        return built + fixed if built else fixed
    # Listing the legal actions asks each card once per candidate: remembered until the
    # game changes.
    cache = game.abilities_cache
    if game.abilities_version != game._version:
        cache.clear()
        game.abilities_version = game._version
    found = cache.get(uid)
    if found is not None:
        return found
    effect = game.effects[uid]
    t = game.surface
    if own and effect is not None and game.hook_bits[uid] & H_ABILITIES:
        built += effect.abilities(t, uid)
    for source, giver in values.sources_numbered(game, N_GRANTED_ABILITIES):
        built += giver.granted_abilities(t, source, uid)
    cache[uid] = built
    return built

def _check_hero(game: GameCore, action: Action) -> IllegalAction | None:
    st = game.state
    player = st.hero
    if isinstance(action, Pass):
        return None
    if isinstance(action, PlayCard):
        return _check_hero_play(game, action, player)
    if isinstance(action, Assign):
        uid = action.card
        if not _own_in_play(game, uid, player) or not game.facts[uid].hero or not (
                game.facts[uid].character or game.facts[uid].ship) or (
                st.turned and uid in st.turned):
            return _no("assign one of your characters or hero ships in play", ph.R_ASSIGN)
        if st.status[uid] != READY:
            return _no("only a ready character or ship can be assigned", ph.R_ASSIGN)
        if uid in st.blocks:
            return _waivable("a blocked character can't become assigned", ph.R_BLOCK)
        if game.facts[uid].kind == SUPPORT and not values.has_mission_rating(game, uid):
            return _waivable("a support character needs a rating in the mission's skill",
                       ph.R_ASSIGN)
        return _check_assign_cost(game, action, player)
    if isinstance(action, Boost):
        return _check_boost(game, action, player, ph.R_BOOST)
    if isinstance(action, ActivateAbility):
        return _check_ability(game, action, player)
    if isinstance(action, PlayComplication):
        return _no("only the villain player plays complications", ph.R_COMPLICATION)
    return _wrong("an action of the hero player, or pass", ph.R_PERFORM)

def _check_hero_play(game: GameCore, action: PlayCard, player: int) -> IllegalAction | None:
    uid = action.card
    if not _in_hand(game, uid, player):
        return _no("that card is not in your hand", ph.R_PLAY)
    f = game.facts[uid]
    if not f.hero or f.kind not in (SUPPORT, GEAR, EVENT, SHIP):
        return _waivable("the hero player plays events, support characters, gear and hero ships",
                   ph.R_PLAY)
    if f.character and title_in_play(game, player, uid, characters=True):
        return _waivable(f"you already have a character titled {f.title} in play", ph.R_PLAY)
    if f.ship and f.subtitle and title_in_play(game, player, uid, characters=False):
        return _waivable(f"you already have a ship titled {f.title} in play", ph.R_PLAY)
    if values.play_cost(game, player, action, uid) > game.state.players[player].power:
        return _no("not enough power to pay the cost", ph.R_PLAY)
    return _check_extra_cost(game, action, player)


def play_cost_of(game: GameCore, uid: int) -> PlayCost | None:
    effect = game.effects[uid]
    if effect is None or not game.hook_bits[uid] & H_PLAY_COST:
        return None
    return effect.play_cost(game.surface, uid)


def extra_cost_cards(game: GameCore, uid: int, cost: PlayCost, player: int) -> list[int]:
    """The cards that may be stopped to pay an extra cost to play `uid`: by default the
    player's own ready or assigned characters (a stopped card can't be stopped again),
    and his adversaries or his ships when the cost says so."""
    st = game.state
    out = []
    if cost.discards:  # discarded from the hand (session 10 sp-cards14)
        for u in st.players[player].hand:
            if u != uid and (cost.which is None or cost.which(game.surface, uid, u)):
                out.append(u)
        return out
    for u in st.players[player].in_play:
        if st.status[u] not in (READY, ASSIGNED) or not (
                values.character_now(game, u)
                or (cost.adversaries and values.adversary_now(game, u))
                or (cost.ships and game.facts[u].ship)):
            continue
        if cost.which is not None and not cost.which(game.surface, uid, u):
            continue
        out.append(u)
    return out


def _check_extra_cost(game: GameCore, action: PlayCard,
                      player: int) -> IllegalAction | None:
    """"To play this card, stop ...": the cards named in the action pay it (rulebook:
    game text supersedes the rules)."""
    cost = play_cost_of(game, action.card) if game.effect_uids else None
    need = cost.stop if cost is not None else 0
    most = cost.most if cost is not None and cost.most > need else need
    stops = action.stops
    if not need <= len(stops) <= most or len(set(stops)) != len(stops):
        if most > need:  # (session 10 sp-cards14)
            return _no(f"playing this card costs {need} to {most} cards", ph.R_TEXT)
        return _no(f"playing this card costs stopping exactly {need} character(s)",
                   ph.R_TEXT)
    if cost is not None and stops:
        allowed = extra_cost_cards(game, action.card, cost, player)
        if any(u not in allowed for u in stops):
            if cost.discards:
                return _no("a card discarded to pay a cost must be in your hand and of "
                           "the kind the cost names", ph.R_TEXT)
            return _no("a card stopped to pay a cost must be ready or assigned and of the "
                       "kind the cost names", ph.EN + "Glossary: stopped")
    return None

def _check_boost(game: GameCore, action: Boost, player: int,
                 rule: str) -> IllegalAction | None:
    target, card = action.target, action.card
    if not _own_in_play(game, target, player) or game.state.status[target] != ASSIGNED:
        return _no("boost one of your cards assigned to the current mission", rule)
    if not _in_hand(game, card, player):
        return _no("the boosting card must be in your hand", rule)
    t, c = game.facts[target], game.facts[card]
    same_kind = (t.character and c.character) or (t.ship and c.ship) or (
        t.adversary and c.adversary)
    if not same_kind:  # card text may waive this one too ("can", session 7 sp-cards8)
        return _waivable("the discarded card must have the same title and type", rule)
    if player == game.state.hero and not t.hero:
        return _no("the hero boosts his characters and hero ships", rule)
    if player == game.state.villain and not t.villain:
        return _no("the villain boosts his adversaries and villain ships", rule)
    if t.title_key != c.title_key:  # card text may waive this one ("can", sl-heroes)
        return _waivable("the discarded card must have the same title and type", rule)
    return None

def _check_villain(game: GameCore, action: Action) -> IllegalAction | None:
    st = game.state
    player = st.villain
    if isinstance(action, Pass):
        return None
    if isinstance(action, PlayCard):
        return _check_villain_play(game, action, player)
    if isinstance(action, Assign):
        return _check_villain_assign(game, action, player)
    if isinstance(action, Boost):
        return _check_boost(game, action, player, ph.R_V_BOOST)
    if isinstance(action, PlayComplication):
        if not _in_hand(game, action.card, player):
            return _no("that card is not in your hand", ph.R_COMPLICATION)
        if values.complication_cost(game, player, action) > st.players[player].power:
            return _no("not enough power to pay the complication's cost", ph.R_COMPLICATION)
        return None
    if isinstance(action, ActivateAbility):
        return _check_ability(game, action, player)
    return _wrong("an action of the villain player, or pass", ph.R_PERFORM)

def _check_villain_play(game: GameCore, action: PlayCard,
                        player: int) -> IllegalAction | None:
    uid = action.card
    if not _in_hand(game, uid, player):
        return _no("that card is not in your hand", ph.R_OBSTACLE)
    f = game.facts[uid]
    if not f.villain or f.kind not in (OBSTACLE, ADVERSARY, SHIP):
        return _waivable("the villain player plays obstacles, adversaries and villain ships",
                   ph.R_ADVERSARY)
    if f.kind == OBSTACLE and all(f.skills[k] is None for k in values.mission_skills(game)):
        return _waivable("none of the obstacle's ratings matches the mission's skill",
                   ph.R_OBSTACLE)
    if f.kind == ADVERSARY and title_in_play(game, player, uid, characters=False):
        return _waivable(f"you already have an adversary titled {f.title} in play", ph.R_ADVERSARY)
    if f.ship and f.subtitle and title_in_play(game, player, uid, characters=False):
        return _waivable(f"you already have a ship titled {f.title} in play", ph.R_ADVERSARY)
    rule = ph.R_OBSTACLE if f.kind == OBSTACLE else ph.R_ADVERSARY
    if values.play_cost(game, player, action, uid) > game.state.players[player].power:
        return _no("not enough power to pay the cost", rule)
    return _check_extra_cost(game, action, player)

def _check_villain_assign(game: GameCore, action: Assign,
                          player: int) -> IllegalAction | None:
    st = game.state
    uid = action.card
    turned = _own_in_play(game, uid, player) and values.turned_adversary(game, uid)
    if not turned and (not _own_in_play(game, uid, player) or not game.facts[uid].villain
                       or game.facts[uid].kind not in (ADVERSARY, SHIP)):
        return _no("assign one of your adversaries or villain ships in play", ph.R_V_ASSIGN)
    if st.status[uid] != READY:
        return _no("only a ready adversary or ship can be assigned", ph.R_V_ASSIGN)
    if uid in st.blocks:
        return _waivable("a blocked adversary can't become assigned", ph.R_BLOCK)
    if turned or game.facts[uid].kind == ADVERSARY:
        if not values.has_mission_rating(game, uid):
            return _waivable("the adversary needs a rating in the mission's skill", ph.R_V_ASSIGN)
        if any(st.status[o] == ASSIGNED and values.adversary_now(game, o)
               for o in st.players[player].in_play):
            return _waivable("you already have an adversary assigned to this mission",
                       ph.R_V_ASSIGN)
    return _check_assign_cost(game, action, player)


def _check_assign_cost(game: GameCore, action: Assign, player: int) -> IllegalAction | None:
    if game.effect_uids and values.assign_cost(game, player, action) > \
            game.state.players[player].power:
        return _no("not enough power to pay the cost of assigning it", ph.R_TEXT)
    return _check_assign_stops(game, action, player)


def assign_stop_cards(game: GameCore, player: int, card: int) -> tuple[int, list[int]]:
    """"To assign ..., stop N other characters" (`CardEffect.assign_stops` of the cards in
    effect; session 7 sp-cards8): how many cards `player` must stop to assign `card`, and
    those that may pay (as for an extra cost to play, `extra_cost_cards`, never `card`
    itself). Several such costs add up; a card may pay if one of them accepts it."""
    sources = values.sources_using(game, "assign_stops") if game.effect_uids else []
    if not sources:
        return 0, []
    t = game.surface
    need = 0
    allowed: list[int] = []
    for source, part in sources:
        cost = part.assign_stops(t, source, player, card)
        if cost is None or not cost.stop:
            continue
        need += cost.stop
        for u in extra_cost_cards(game, source, cost, player):
            if u != card and u not in allowed:
                allowed.append(u)
    return need, allowed


def _check_assign_stops(game: GameCore, action: Assign, player: int) -> IllegalAction | None:
    """The cards named in `Assign.stops` pay the extra cost to assign (game text
    supersedes the rules)."""
    stops = action.stops
    if not stops and not game.effect_uids:
        return None
    need, allowed = assign_stop_cards(game, player, action.card)
    if len(stops) != need or len(set(stops)) != need:
        return _no(f"assigning this card costs exactly {need} other card(s) stopped or "
                   "discarded", ph.R_TEXT)
    if any(u not in allowed for u in stops):
        return _no("a card stopped to pay a cost must be ready or assigned and of the kind "
                   "the cost names", ph.EN + "Glossary: stopped")
    return None

def _check_incap(game: GameCore, action: Action) -> IllegalAction | None:
    if isinstance(action, Decline):
        return None
    if not isinstance(action, Incapacitate):
        return _wrong("a ship to incapacitate, or decline", ph.R_BATTLE)
    if action.ship not in enemy_assigned_ships(game):
        return _no("choose one of your opponent's assigned ships", ph.R_BATTLE)
    return None

def enemy_assigned_ships(game: GameCore) -> list[int]:
    st = game.state
    loser = st.villain if st.actor == st.hero else st.hero
    want_hero = loser == st.hero
    return [u for u in st.players[loser].in_play
            if st.status[u] == ASSIGNED and game.facts[u].kind == SHIP
            and (game.facts[u].hero if want_hero else game.facts[u].villain)]

def assigned_adversary(game: GameCore) -> int:
    st = game.state
    for u in st.players[st.villain].in_play:
        if st.status[u] == ASSIGNED and values.adversary_now(game, u):
            return u
    return -1

def _check_revive(game: GameCore, action: Action) -> IllegalAction | None:
    adv = assigned_adversary(game)
    st = game.state
    if isinstance(action, Revive):
        if action.adversary != adv:
            return _no("revive the adversary assigned to the mission", ph.R_REVIVE)
        if len(st.players[st.villain].deck) < values.revive_cost(game, adv):
            return _no("not enough cards in your deck to pay the revive cost", ph.R_REVIVE)
        return None
    if isinstance(action, Score):
        if action.adversary != adv:
            return _no("score the adversary assigned to the mission", ph.R_REVIVE)
        if st.outcome:
            return _no("you can only score an adversary when the hero failed", ph.R_REVIVE)
        if action.dominion is not None and action.dominion not in dominion_obstacles(game):
            return _no("that is not a dominion obstacle at the mission", ph.R_DOMINION)
        return None
    if isinstance(action, DestroyAdversary):
        return None if action.adversary == adv else _no(
            "destroy the adversary assigned to the mission", ph.R_REVIVE)
    return _wrong("revive, score or destroy the assigned adversary", ph.R_REVIVE)

def dominion_obstacles(game: GameCore) -> list[int]:
    """The obstacles at the mission with dominion: printed, or given by card text."""
    granted = list(values.sources_numbered(game, N_GRANTS_DOMINION)) if game.effect_uids else []
    t = game.surface
    return [u for u in game.state.obstacles if game.facts[u].dominion
            or any(e.grants_dominion(t, s, u) for s, e in granted)]

def _check_glyph(game: GameCore, action: Action) -> IllegalAction | None:
    if not isinstance(action, ChooseGlyphCharacter):
        return _wrong("the character who earns the glyph", ph.R_GLYPH)
    if action.character not in glyph_candidates(game):
        return _no("the glyph goes to a character assigned at the resolving of the mission",
                   ph.R_GLYPH)
    return None

def glyph_candidates(game: GameCore) -> tuple[int, ...]:
    st = game.state
    return tuple(u for u in st.resolution_team if st.zone[u] == Z_PLAY)

def _check_continue(game: GameCore, action: Action) -> IllegalAction | None:
    st = game.state
    if isinstance(action, Stop):
        return None
    if not isinstance(action, Continue):
        return _wrong("continue or stop", ph.R_CONTINUE)
    if not st.players[st.hero].missions:
        return _no("your mission pile is empty", ph.R_CONTINUE)
    if values.continue_cost(game) > st.players[st.hero].power:
        return _no("not enough power: 1 per failed mission this turn", ph.R_CONTINUE)
    return None

def _check_discard(game: GameCore, action: Action) -> IllegalAction | None:
    if not isinstance(action, Discard):
        return _wrong("a card to discard down to eight", ph.R_DEBRIEF)
    if not _in_hand(game, action.card, game.state.actor):
        return _no("that card is not in your hand", ph.R_DEBRIEF)
    return None

_PHASE_CHECKS: Final = {
    ph.SETUP_STOP: _check_setup_stop,
    ph.MULLIGAN: _check_mulligan,
    ph.BATTLE_INCAP: _check_incap,
    ph.REVIVE: _check_revive,
    ph.GLYPH: _check_glyph,
    ph.CONTINUE: _check_continue,
    ph.DISCARD: _check_discard,
}
