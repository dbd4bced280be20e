"""Triggered effects: who responds to an event, and the batches the hero orders
(EN glossary "triggered effects")."""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from stargate_vcg.engine.stargate import ops
from stargate_vcg.engine.stargate.effects import (
    TEXT_ALL,
    TEXT_FAILURE,
    TEXT_SUCCESS,
    TEXT_VICTORY,
    TRIGGER_NUMBER,
    TRIGGERS,
    Replace,
    Trigger,
    TriggerBatch,
    TriggerEvent,
)
from stargate_vcg.engine.stargate.facts import (
    ASSIGNED,
    INCAPACITATED,
    Z_BENEATH,
    Z_COMPLICATION,
    Z_DECK,
    Z_HAND,
    Z_OBSTACLE,
    Z_PLAY,
)

if TYPE_CHECKING:
    from stargate_vcg.engine.stargate.core import GameCore


def listened_kinds(rows: list[tuple[int, ...]]) -> int:
    """`GameCore.listened_kinds` of a deck layout's `listener_rows`."""
    bits = 0
    for n, row in enumerate(rows):
        if row:
            bits |= 1 << n
    return bits


def listening_n(game: GameCore, n: int, sources: list[int]) -> list[int]:
    """The cards among `sources` that listen to the events of kind `TRIGGERS[n]`, by their
    `listen_bits` (no event made, no set looked up by the enum, when none does)."""
    bits = game.listen_bits
    return [s for s in sources if bits[s] >> n & 1]


def responders(game: GameCore, event: TriggerEvent, sources: list[int]) -> tuple[int, ...]:
    """The cards among `sources` whose text reacts to `event`."""
    # A set: the kind's listeners in both decks may be many (a tuple was scanned for
    # each source).
    listening = game.listener_sets.get(event.kind)
    if not listening:
        return ()
    return reacting(game, event, [s for s in sources if s in listening])


def reacting(game: GameCore, event: TriggerEvent, sources: list[int]) -> tuple[int, ...]:
    """The cards among `sources` (all listening to `event`) whose text reacts to it."""
    t = game.surface
    removed = game.state.removed_text
    part = _part(event.kind) if removed else 0
    effects = game.effects
    out = []
    for s in sources:
        if part and removed.get(s, 0) & part:
            continue
        effect = effects[s]
        if effect is not None and effect.triggers(t, s, event):
            out.append(s)
    return tuple(out)


_SUCCESS: Final = Trigger.SUCCESS
_FAILURE: Final = Trigger.FAILURE
_VICTORY: Final = Trigger.VICTORY
# An event kind's name for the log: `kind.value` runs the enum's interpreted property.
_KIND_TEXT: Final[dict[Trigger, str]] = {k: k.value for k in Trigger}


def _part(kind: Trigger) -> int:
    """The part of a card's text an event of `kind` resolves, which it can lose ("remove
    its failure text"); 0 for the others. (Compared by identity, not looked up in a dict
    keyed by the enum: compiled, that hashes the enum at every event.)"""
    return TEXT_SUCCESS if kind is _SUCCESS else TEXT_FAILURE if kind is _FAILURE else \
        TEXT_VICTORY if kind is _VICTORY else 0


def fire(game: GameCore, kind: Trigger, player: int, card: int = -1,
         value: int = -1) -> None:
    """Triggered effects on the cards in effect (and on the card the event is about,
    e.g. an event being played, a card just destroyed); several are resolved in the
    hero's order (glossary "triggered effects"). (The engine's own events: `fire_n`.)

    Answered by `fire_n` (`listener_rows[n]` is `listeners[kind]`): the cards that react
    only to events about themselves are not asked about others' events (an event card's
    "when played" fired after its text, `FireLater`, asked every card in effect hearing
    plays, some 6 times a text game)."""
    fire_n(game, TRIGGER_NUMBER[kind], player, card, value)


def fire_n(game: GameCore, n: int, player: int, card: int = -1, value: int = -1) -> None:
    """`fire(game, TRIGGERS[n], ...)`, the listeners found by the kind's number
    (`effects.T_*`).

    Most events have no listener in effect, or only cards that react to events about
    themselves: unless the event's card listens to the kind (then all its listeners are
    asked, as `fire`), only the listeners that may react to another card's event
    (`listen_general`) are asked, and only while one of them is in effect
    (`listen_counts`, kept by `active`): the others would answer no."""
    if not game.listened_kinds >> n & 1:
        return
    if card >= 0 and game.listen_bits[card] >> n & 1:
        if game.listen_counts[n]:
            _fire(game, TRIGGERS[n], game.listener_rows[n], player, card, value)
        else:
            # No card in effect reacts to others' events of the kind: of the listeners,
            # only the event's card may react (a mission, a card played "when played"),
            # in effect or not (as `_fire` adds it): the others need not be looked at.
            _fire_one(game, TRIGGERS[n], player, card, value)
    elif game.listen_counts[n]:
        _fire(game, TRIGGERS[n], game.listen_general[n], player, card, value)


def _fire_one(game: GameCore, kind: Trigger, player: int, card: int, value: int) -> None:
    """`_fire` when `card` is the only listener that may react."""
    event = TriggerEvent(kind, player, card, value)
    found = reacting(game, event, [card])
    if found:
        game.state.pending.append(TriggerBatch(game.state.hero, event, found))
        game._version += 1


def _fire(game: GameCore, kind: Trigger, listening: tuple[int, ...], player: int, card: int,
          value: int) -> None:
    active = game.active  # kept up to date by `active`
    # The listeners in effect, in listening order, then the card the event is about when
    # it listens but is not in effect (one pass: no membership tests).
    sources: list[int] = []
    about = False
    for s in listening:
        if active[s]:
            sources.append(s)
        elif s == card:
            about = True
    if about:
        sources.append(card)
    if not sources:
        return
    event = TriggerEvent(kind, player, card, value)
    found = reacting(game, event, sources)
    if found:
        game.state.pending.append(TriggerBatch(game.state.hero, event, found))
        game._version += 1


# Text used only on the current mission and the cards at or assigned to it (rulebook
# "Use Success and Failure Game Text", "Ship Battle").
_AT_MISSION: Final = frozenset({Trigger.SUCCESS, Trigger.FAILURE, Trigger.VICTORY})


def _still_at_mission(game: GameCore, source: int) -> bool:
    st = game.state
    zone = st.zone[source]
    return source == st.mission or zone == Z_OBSTACLE or (
        zone == Z_PLAY and st.status[source] == ASSIGNED)


def _text_ignored_now(game: GameCore, source: int, event: TriggerEvent) -> bool:
    """Whether the card of a waiting trigger was turned face down (a complication) or
    incapacitated since: its game text then ends or is ignored (EN glossary
    "complication": "any ongoing effects of that obstacle's game text immediately end";
    "incapacitated": "an incapacitated card's game text is ignored"), so the text it
    was about to carry out is not used. Ruling (the rulebooks don't say it of waiting
    triggers): it lapses, as a card's whose whole text is removed. Not when the event is
    about that card itself (text reacting to its own incapacitation is used)."""
    if source == event.card:
        return False
    st = game.state
    zone = st.zone[source]
    return zone == Z_COMPLICATION or (zone == Z_PLAY and st.status[source] == INCAPACITATED)


def _shown(game: GameCore, card: int) -> int:
    """The card as the public log may name it: -1 when it is in a place the other
    players can't see (a hand, a deck, face down as a complication or beneath a card)."""
    return -1 if game.state.zone[card] in (Z_HAND, Z_DECK, Z_BENEATH, Z_COMPLICATION) else card


def resolve_trigger(game: GameCore, source: int, event: TriggerEvent,
                    replaceable: bool = True) -> None:
    """Resolve one triggered effect. Success, Failure and Victory text is used only on
    the current mission and the cards there: text of a card that left the mission
    (destroyed, stopped, turned face down) by an earlier text is not used; nor text
    removed meanwhile (its part, or the whole text); nor any text of a card turned face
    down or incapacitated meanwhile (`_text_ignored_now`). The villain's Failure text may be
    replaced (`Replace.FAILURE_TEXT`: text that lets him choose whether it is used);
    `replaceable` False uses it after such a replacement."""
    effect = game.effects[source]
    assert effect is not None
    owner = game.tables.owner[source]  # (a byte: no `CardFacts` object fetched)
    # (Success, Failure and Victory text, `_AT_MISSION`, are the kinds with a part.)
    part = _part(event.kind)
    removed_text = game.state.removed_text
    removed = removed_text.get(source, 0) if removed_text else 0
    # Text removed entirely meanwhile (TEXT_ALL): any of its waiting triggers lapses, as
    # a card's that left the mission (sp-gaps).
    if (part and not _still_at_mission(game, source)) or (
            removed & (part | TEXT_ALL)) or _text_ignored_now(game, source, event):
        # The card may have gone somewhere hidden meanwhile (a hand, a deck): unnamed.
        game.record("trigger lapsed", owner, _shown(game, source), -1,
                    _KIND_TEXT[event.kind])
        return
    if (replaceable and event.kind is Trigger.FAILURE and event.player == game.state.villain
            and ops.replaced(game, Replace.FAILURE_TEXT, event.player, source, -1)):
        return
    # The hero's Success text made optional (session 9 sp-cards13, `Replace.SUCCESS_TEXT`).
    if (replaceable and event.kind is Trigger.SUCCESS and event.player == game.state.hero
            and owner == event.player
            and ops.replaced(game, Replace.SUCCESS_TEXT, event.player, source, -1)):
        return
    # Any triggered text held back as it would resolve (session 11 sp-cards16: Selkhet).
    # (`no_replacer` asked first: most games have no replacer in effect.)
    if replaceable and not ops.no_replacer(game) and ops.would_replace(
            game, Replace.TRIGGER, event.player, source, TRIGGER_NUMBER[event.kind]):
        ops.hold_trigger(game, source, event)
        return
    # Named unless it went somewhere hidden since the event (turned face down by the
    # text that caused the event, as a cost's stop fires before the ability resolves).
    game.record("trigger", owner, _shown(game, source), -1, _KIND_TEXT[event.kind])
    was = game.text_source
    game.text_source = source
    try:
        effect.resolve(game.surface, source, event)
    finally:
        game.text_source = was


# When a delayed trigger is due (surface.AT_MISSION_END, AT_TURN_END, AT_NEXT_MISSION).
AT_MISSION_END: Final = 0
AT_TURN_END: Final = 1
AT_NEXT_MISSION: Final = 2  # as the next mission is played this turn; lapses with the turn


def run_delayed(game: GameCore, when: int) -> None:
    """Delayed triggers due now, in the order they were made."""
    st = game.state
    due = [d for d in st.delayed if d[0] == when]
    # "The next mission this turn": no mission was played after it, the text lapses.
    gone = (when, AT_NEXT_MISSION) if when == AT_TURN_END else (when,)
    st.delayed = [d for d in st.delayed if d[0] not in gone]
    for _, source, step, args in due:
        effect = game.effects[source]
        assert effect is not None
        # A card that went somewhere hidden meanwhile (a hand, a deck) is not named.
        game.record("trigger", game.tables.owner[source], _shown(game, source), -1, step)
        was = game.text_source
        game.text_source = source
        try:
            effect.resume(game.surface, source, step, args, ())
        finally:
            game.text_source = was


# --- missions-events batch ---

# Delayed text due as the debrief phase begins (made earlier this turn): before the
# debrief-start triggers of the cards in effect.
AT_DEBRIEF_START: Final = 3
