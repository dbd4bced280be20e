"""System Lords events (by card id; no card text here)."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

from stargate_vcg.effects.catalog import card as register
from stargate_vcg.effects.dsl import (
    DISCARD,
    HAND,
    OPPONENT,
    AtMissionEnd,
    Cant,
    Card,
    Do,
    DoAll,
    DoAnyNumber,
    DoN,
    DoRemembered,
    DoUpTo,
    Forget,
    Gain,
    If,
    IfDid,
    Modes,
    OnPlay,
    Op,
    Search,
    Seq,
    Simple,
    can_ready,
    can_stop,
    choose,
    destroy,
    gets,
    gets_by,
    incapacitate,
    ready,
    stop,
    to_hand,
)
from stargate_vcg.effects.dsl import ArrangeTop as LookAndArrange
from stargate_vcg.effects.vocab import (
    COMBAT,
    CULTURE,
    INGENUITY,
    SCIENCE,
    UNTIL_TURN_END,
    Pick,
    adversary,
    any_of,
    ask,
    assigned,
    character,
    event_card,
    gear,
    hero_card,
    obstacle,
    select,
    stopped,
    support_character,
    team_character,
    trait,
    with_glyph,
    your,
)
from stargate_vcg.effects.vocab import ready as ready_card
from stargate_vcg.engine.stargate.actions import PlayCard
from stargate_vcg.engine.stargate.effects import FORBIDS_PLAY, CardEffect
from stargate_vcg.engine.stargate.surface import Surface

# Compiled by mypyc, this module has no frame for `register` to read its name from.
card = partial(register, module=__name__)

_tokra, _asgard, _russian, _jaffa, _sgc, _nid = (
    trait("Tok'ra"), trait("Asgard"), trait("Russian"), trait("Jaffa"), trait("SGC"),
    trait("NID"))
_stoppable = Pick(can_stop)
_readiable = Pick(can_ready)
villain_card = Pick(lambda t, s, c: t.is_villain_card(c))


def _plays_this(t: Surface, source: int, action: Any) -> bool:
    return isinstance(action, PlayCard) and action.card == source


def _only_at(skill: int) -> Cant:
    """Playable only at a mission that requires <skill>."""
    def test(t: Surface, source: int, player: int, action: Any) -> bool:
        return _plays_this(t, source, action) and skill not in t.mission_skills()
    # (Only plays: not asked about every other action listed, `forbids_on`.)
    return Cant(test, "the current mission is not of the skill this event needs",
                on=FORBIDS_PLAY)


def _needs(pick: Pick, reason: str) -> Cant:
    """"To play this event, <do something to> a <pick>": not playable without one (the
    cost is then paid as the first step of its text)."""
    # `not select(...)`, stopping at the first card found (`any_of`), built once.
    some = any_of(pick)

    def test(t: Surface, source: int, player: int, action: Any) -> bool:
        return _plays_this(t, source, action) and not some.holds(t, source)
    return Cant(test, reason, on=FORBIDS_PLAY)  # (only plays, as `_only_at`)


def _failed_count(t: Surface, source: int) -> int:
    return t.failed_mission_count(source)


def _stopped_count(t: Surface, source: int) -> int:
    return len(t.recall(source, "stopped"))


def _stop_noting(t: Surface, source: int, card: int) -> bool:
    """Stop a card and keep it among this card's stopped ones ("for each you stop")."""
    if not t.stop(card):
        return False
    t.remember(source, "stopped", (*t.recall(source, "stopped"), card))
    return True


def _rated_at_least(skill: int, n: int) -> Pick:
    return Pick(lambda t, s, c: (t.skill(c, skill) or 0) >= n)


def _stop_up_to_two(skill: int) -> Op:
    return DoUpTo(_stop_noting, character & _stoppable & _rated_at_least(skill, 2), 2,
                  prompt="stop")


def _skills_and_unblock(t: Surface, source: int, card: int) -> bool:
    t.modify(card, 1, skills=True)
    if t.is_blocked(card):
        t.unblock(card)
    return True


def _block_and_cheer(t: Surface, source: int, card: int) -> bool:
    t.block(card, until_mission_end=True)
    t.modify(card, 1, skills=True, until=UNTIL_TURN_END)
    return True


def _block(t: Surface, source: int, card: int) -> bool:
    t.block(card, until_mission_end=True)
    return True


def _gain_per_glyph(t: Surface, source: int, card: int) -> bool:
    n = len(t.glyphs(card))
    t.gain_power(t.owner(source), n)
    return n > 0


def _shares_a_glyph(t: Surface, a: int, b: int) -> bool:
    mine = {t.glyph_of(m) for m in t.glyphs(a)}
    return any(t.glyph_of(m) in mine for m in t.glyphs(b))


def _ready_with_russians(t: Surface, source: int, card: int) -> bool:
    did = t.ready(card)
    for other in select(t, source, character & _russian & with_glyph):
        if other != card and _shares_a_glyph(t, card, other):
            did = t.ready(other) or did
    return did


class GlyphToChosen(Op):
    """A glyph-less character remembered as "chosen" may receive one glyph, taken from
    beneath another of his player's characters."""

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        chosen = t.recall(source, "chosen")
        if not chosen or not t.in_play(chosen[0]) or t.glyphs(chosen[0]):
            self.finish(t, source, args, False)
            return
        target = chosen[0]
        glyphs = [m for c in t.characters(t.owner(target)) if c != target
                  for m in t.glyphs(c)]
        if not glyphs:
            self.finish(t, source, args, False)
            return
        self.ask(t, source, t.owner(source), glyphs, "move a glyph to them", args,
                 optional=True)

    def answer(self, t: Surface, source: int, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        target = t.recall(source, "chosen")
        if chosen and target:
            t.move_glyph(chosen[0], target[0])
        self.finish(t, source, args, bool(chosen))


def _boost_then_glyph(pick: Pick) -> OnPlay:
    return OnPlay(Seq(Forget(), Do(gets(1, skills=True), pick, remember="chosen"),
                      GlyphToChosen()))


def _discard_noting(t: Surface, source: int, card: int) -> bool:
    t.discard(card)
    t.remember(source, "discarded", (*t.recall(source, "discarded"), card))
    return True


def _costs_at_most_discarded(t: Surface, source: int, card: int) -> bool:
    return t.printed_cost(card) <= len(t.recall(source, "discarded"))


def _each_search(n: int) -> Callable[[Surface, int], bool]:
    return lambda t, s: _stopped_count(t, s) >= n


card("86cd2311-0046-42be-96c5-ae4bee83746f", "Finishing Blow",
     Card(OnPlay(Do(destroy, stopped & adversary))))
card("7a300672-8208-499a-a26a-a29adf6c4b9e", "Leave Behind No Trace",
     Card(OnPlay(Do(to_hand, event_card, among=DISCARD))))
card("68082071-a493-49a6-8430-a01bb86eadda", "Perks",
     Card(OnPlay(Do(to_hand, hero_card, among=DISCARD))))
card("4a173b48-7b52-48ab-af65-3af50bb92ad9", "Plan B",
     Card(OnPlay(Gain(lambda t, s: 2 * _failed_count(t, s)))))
card("aa4fdb3a-2473-427d-b5ae-b4c612a987a5", "Tok'ra Ambush",
     Card(OnPlay(Do(ready, _tokra & support_character))))
card("c83cf84e-9607-46e2-bc98-153b87abb474", "Turn the Tables",
     Card(OnPlay(Do(stop, ready_card & adversary))))
card("a3e54640-07e6-447a-8331-3635e817251b", "Digging Deep",
     Card(OnPlay(Seq(Forget(), Do(ready, character, remember="chosen"),
                     IfDid(AtMissionEnd(DoRemembered(incapacitate)))))))
card("7e0d6114-9e11-4608-8614-af5a7d03b248", "Self Sacrifice",
     Card(OnPlay(Seq(Forget(), Do(gets(1, skills=True), assigned & support_character,
                                  remember="chosen"),
                     IfDid(AtMissionEnd(DoRemembered(destroy)))))))
card("6ee88539-8d74-4d22-8d3b-10f2f75f0ede", "Resilience",
     Card(OnPlay(DoAll(gets_by(_failed_count, skills=True), _russian & team_character))))
# Ruling: the chosen character is one who can be readied.
card("aca70f91-08c1-44e8-97e8-436d8a701dc3", "Stoicism",
     Card(OnPlay(Do(_ready_with_russians, character & with_glyph & _readiable,
                    prompt="ready"))))
card("837c304f-4e40-4c62-b635-7b326562ca78", "Helping Hand",
     Card(OnPlay(Seq(Do(destroy, obstacle & ~trait("Goa'uld") & ~_jaffa),
                     Seq(Do(stop, your & _asgard & character, optional=True),
                         IfDid(Gain(2)))))))
card("fdefead9-6182-498f-aa0a-bbedd47c5b1c", "Lay Down Cover",
     Card(OnPlay(Seq(Forget("stopped"), _stop_up_to_two(COMBAT),
                     DoN(stop, adversary, _stopped_count)))))
card("7713ec21-5e43-460c-ab23-3007abb599c0", "Important Dig",
     Card(OnPlay(Seq(Forget("stopped"), _stop_up_to_two(CULTURE),
                     DoN(to_hand, gear, _stopped_count, among=DISCARD)))))
card("214daf34-8152-4a92-ada4-6ba7a5c59f24", "Interrogation",
     Card(OnPlay(Seq(Forget("stopped"), _stop_up_to_two(INGENUITY),
                     DoN(to_hand, villain_card, _stopped_count, among=DISCARD)))))
card("5eb523d9-1b27-4e33-a557-3822c423a13c", "Research and Development",
     Card(OnPlay(Seq(Forget("stopped"), _stop_up_to_two(SCIENCE),
                     If(_each_search(1), Search(gear)), If(_each_search(2), Search(gear))))))
card("4fbd14a0-e267-4678-b7eb-8e2046bc9462", "Clever Disguise",
     Card(_only_at(INGENUITY), OnPlay(Do(_skills_and_unblock, team_character,
                                         prompt="skills +1"))))
card("97a3a5f1-1547-4f5f-85bc-2b8af49f645c", "New Tack",
     Card(_only_at(CULTURE), OnPlay(Do(_skills_and_unblock, character, prompt="skills +1"))))
card("d50d6b34-065b-4479-9138-3009d4bd7da4", "Guest Lecture",
     Card(_only_at(CULTURE), _boost_then_glyph(team_character)))
card("b3c411f0-3aff-43e5-aa98-f3775f767cc9", "Martial Arts Training",
     Card(_only_at(COMBAT), _boost_then_glyph(character)))
# Ruling: the block "to play" is paid as the first step of the text, on one of the
# player's own ready Jaffa (SGC) characters; the event can't be played without one.
card("2c40b9f9-b8ab-4001-b132-2e9588ea0b60", "Kelnorim",
     Card(_needs(your & ready_card & _jaffa & character, "no ready Jaffa character"),
          OnPlay(Do(_block_and_cheer, your & ready_card & _jaffa & character,
                    prompt="block"))))
card("b463c77e-c87d-487a-9bb5-fdd1c96638da", "Lucy! I'm Home!",
     Card(_needs(your & ready_card & team_character, "no ready team character"),
          OnPlay(Seq(Do(_block, your & ready_card & team_character, prompt="block"),
                     Do(ready, _sgc & character)))))
card("148ca192-ee19-47b0-bb24-d2f760184df8", "Victory or Death",
     Card(_needs(your & assigned & _jaffa & support_character,
                 "no assigned Jaffa support character"),
          OnPlay(Seq(Do(destroy, your & assigned & _jaffa & support_character),
                     Do(destroy, assigned & adversary)))))
card("87a56031-dc94-4c26-8532-ec1fd31deca3", "Planned Assault",
     Card(_needs(your & assigned & team_character & with_glyph,
                 "needs an assigned team character holding a glyph"),
          OnPlay(Do(_gain_per_glyph, your & assigned & team_character & with_glyph,
                    prompt="gain a power per glyph"))))
card("4e7ea477-2a6c-4d7c-aed0-8e28e285d56a", "Possible Fate",
     Card(OnPlay(Modes(("your deck", LookAndArrange(5, deck=True)),
                       ("your opponent's deck", LookAndArrange(5, whose=OPPONENT,
                                                               deck=True))))))
card("4a30a555-cdfe-4e43-ba75-f7e702d7f619", "Gone Fishing",
     Card(OnPlay(Seq(Forget("discarded"),
                     DoAnyNumber(_discard_noting, hero_card, among=HAND, prompt="discard"),
                     Search(hero_card & Pick(_costs_at_most_discarded))))))


# --- events that need a few lines ---------------------------------------------------------------


def _destroy_complications(t: Surface, source: int) -> bool:
    found = t.complications()
    for c in found:
        t.destroy(c)
    return bool(found)


class EntropicCascadeFailure(CardEffect):
    """Reveals the deck's 4 top cards; one support character among them (if any) comes
    into play free, the rest are discarded; the turn's end destroys it."""

    def on_play(self, t: Surface, source: int) -> None:
        me = t.owner(source)
        cards = t.deck_top_cards(me, 4)
        for c in cards:
            t.reveal(c)
        t.remember(source, "revealed", cards)
        t.forget(source, "played")
        supports = [c for c in cards if t.is_support_character(c)]
        if not supports:
            self._discard_rest(t, source)
            return
        ask(t, source, "play", me, supports, "play at no cost")

    def _discard_rest(self, t: Surface, source: int) -> None:
        for c in t.recall(source, "revealed"):
            if t.in_deck(c):
                t.to_discard(c)
        t.forget(source, "revealed")

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if step == "play":
            if chosen:
                t.put_into_play(chosen[0])
                t.remember(source, "played", chosen)
                t.after_turn(source, "destroy")
            self._discard_rest(t, source)
        elif step == "destroy":
            for c in t.recall(source, "played"):
                if t.in_play(c):
                    t.destroy(c)


def _holder_of(t: Surface, source: int, mission: int) -> int:
    return next((c for c in select(t, source, character) if mission in t.glyphs(c)), -1)


class StrangeBedfellows(CardEffect):
    """Two glyphs, beneath two different characters, swap places. Ruling: any
    characters in effect; the event can't be played without two of them with glyphs."""

    def forbids(self, t: Surface, source: int, player: int, action: Any) -> str | None:
        if _plays_this(t, source, action) and \
                len(select(t, source, character & with_glyph)) < 2:
            return "two characters with glyphs are needed"
        return None

    def on_play(self, t: Surface, source: int) -> None:
        glyphs = [m for c in select(t, source, character) for m in t.glyphs(c)]
        ask(t, source, "first", t.owner(source), glyphs, "a glyph to swap")

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if not chosen:
            return
        if step == "first":
            holder = _holder_of(t, source, chosen[0])
            glyphs = [m for c in select(t, source, character) if c != holder
                      for m in t.glyphs(c)]
            ask(t, source, "second", t.owner(source), glyphs, "the glyph to swap it with",
                args=(chosen[0],))
        elif step == "second" and args:
            first, second = args[0], chosen[0]
            a, b = _holder_of(t, source, first), _holder_of(t, source, second)
            if a >= 0 and b >= 0 and a != b:
                t.move_glyph(first, b)
                t.move_glyph(second, a)


def _lend_skills(t: Surface, source: int, card: int) -> bool:
    """The support character card is discarded; the chosen team character gains its
    ratings (named skills: gained even without a rating) for the rest of the mission."""
    t.discard(card)
    chosen = t.recall(source, "chosen")
    if not chosen or not t.in_play(chosen[0]):
        return False
    for skill in (CULTURE, SCIENCE, COMBAT, INGENUITY):
        rating = t.printed_rating(card, skill)
        if rating is not None:
            t.modify(chosen[0], rating, skill=skill)
    return True


def _intimidation_cant(t: Surface, source: int, player: int, action: Any) -> bool:
    if not _plays_this(t, source, action):
        return False
    return not select(t, source, your & assigned & _nid & team_character) or not any(
        t.is_support_character(c) for c in t.hand(t.owner(source)) if c != source)


card("c44e5d06-c36e-410f-9794-13b65e1a5bf9", "Annihilation",
     Card(_needs(your & assigned & character, "no assigned character"),
          OnPlay(Seq(DoAll(stop, assigned & _nid & character),
                     DoAll(destroy, assigned & support_character & ~_nid),
                     Simple(_destroy_complications),
                     DoAll(destroy, obstacle),
                     DoAll(destroy, assigned & adversary),
                     DoAll(incapacitate, assigned & team_character & ~_nid)))))
card("cd243ce0-a4b6-41d1-80ef-6e3c9043069a", "Entropic Cascade Failure",
     EntropicCascadeFailure())
card("426d3e80-9fc5-4059-ae29-6ec9f49a72c2", "Strange Bedfellows", StrangeBedfellows())
# Ruling: the choice and the discard "to play" are the first steps of the text.
card("b4befe08-1974-4d6d-bb38-f70c5804abef", "Intimidation",
     Card(Cant(_intimidation_cant, "needs an NID team character at the mission "
                                   "and a support character card in hand"),
          OnPlay(Seq(Forget(), Do(choose, your & assigned & _nid & team_character,
                                  remember="chosen"),
                     Do(_lend_skills, support_character, among=HAND, prompt="discard")))))
