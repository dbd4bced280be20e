"""`dsl.act`: the dsl's common verbs, numbered by `Do` and `DoAll` (`_VERB_NO`), are
called natively by number; each number must do what its verb does. `dsl.able`: which
cards a verb can act on at all (`_ABLE_NO`), asked by number."""

from __future__ import annotations

from test_sg_engine_helpers import HERO_P, VILLAIN_P, scenario

from stargate_vcg.effects import dsl
from stargate_vcg.effects.dsl import Do, DoAll, DoRemembered, able, act
from stargate_vcg.effects.vocab import character
from stargate_vcg.engine.stargate.game import StargateGame
from stargate_vcg.engine.stargate.surface import Surface


def _fingerprint(game: StargateGame) -> tuple[object, ...]:
    st = game.state
    return (tuple(game.log), tuple(st.zone), tuple(st.status), repr(game.observation(HERO_P)))


def _never(t: Surface, source: int, card: int) -> bool:
    raise AssertionError("a numbered verb is called by its number")


def test_each_numbered_verb_does_what_its_verb_does() -> None:
    game = scenario()
    source = game.state.players[HERO_P].in_play[0]
    target = game.state.players[VILLAIN_P].in_play[0]
    assert sorted(dsl._VERB_NO.values()) == list(range(1, len(dsl._VERB_NO) + 1))
    for verb, number in dsl._VERB_NO.items():
        base = game.clone()
        if verb is dsl.ready:  # (a ready card can't be readied)
            dsl.stop(base.surface, source, target)
        called, numbered = base.clone(), base.clone()
        assert verb(called.surface, source, target) == act(
            number, _never, numbered.surface, source, target)
        assert _fingerprint(called) == _fingerprint(numbered), verb
        # (It changes something: a number that did nothing would pass the line above.)
        assert _fingerprint(called) != _fingerprint(base), verb


def test_ops_number_their_verbs() -> None:
    assert Do(dsl.stop, character).verb_no == dsl._VERB_NO[dsl.stop]
    assert DoAll(dsl.destroy, character).verb_no == dsl._VERB_NO[dsl.destroy]
    assert Do(dsl.choose, character).verb_no == 0  # called as it is


def test_do_remembered_numbers_its_verb() -> None:
    assert DoRemembered(dsl.destroy).verb_no == dsl._VERB_NO[dsl.destroy]
    assert DoRemembered(dsl.choose).verb_no == 0


def _is_incapacitated(t: Surface, source: int, card: int) -> bool:
    return t.is_incapacitated(card)


def _is_blocked(t: Surface, source: int, card: int) -> bool:
    return t.is_blocked(card)


# What each numbered verb can act on (the tests `Do.candidates` applied by verb before
# they were numbered).
_CAN: dict[dsl.Verb, dsl.Verb] = {
    dsl.stop: dsl.can_stop,
    dsl.ready: dsl.can_ready,
    dsl.incapacitate: dsl._can_incapacitate,
    dsl.ready_incapacitated: _is_incapacitated,
    dsl.stop_incapacitated: _is_incapacitated,
    dsl.unblock: _is_blocked,
}


def test_each_numbered_able_answers_as_its_test() -> None:
    game = scenario()
    hero, villain = game.state.players[HERO_P], game.state.players[VILLAIN_P]
    source = hero.in_play[0]
    t = game.surface
    # A card in each state the tests tell apart: stopped, incapacitated, blocked, ready.
    dsl.stop(t, source, villain.in_play[0])
    dsl.incapacitate(t, source, villain.in_play[1])
    dsl.block(t, source, villain.in_play[2])
    cards = [*hero.in_play, *villain.in_play]
    assert set(dsl._ABLE_NO) == set(_CAN)
    assert sorted(set(dsl._ABLE_NO.values())) == list(range(1, 6))
    for verb, number in dsl._ABLE_NO.items():
        answers = [able(number, t, source, c) for c in cards]
        assert answers == [_CAN[verb](t, source, c) for c in cards], verb
        assert True in answers and False in answers, verb  # (a test that can fail)
        assert Do(verb, character).able_no == number
    assert all(able(0, t, source, c) for c in cards)
    assert Do(dsl.choose, character).able_no == 0
