"""`dsl.act`: the dsl's common verbs, numbered by `Do` and `DoAll` (`_VERB_NO`), are
called natively by number; each number must do what its verb does."""

from __future__ import annotations

from test_sg_engine_helpers import HERO_P, VILLAIN_P, scenario

from stargate_vcg.effects import dsl
from stargate_vcg.effects.dsl import Do, DoAll, act
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
