"""Alliances: events (by card id; no card text here)."""

from __future__ import annotations

from typing import Any

from stargate_vcg.effects.catalog import card
from stargate_vcg.effects.dsl import (
    OPPONENT,
    Cant,
    Card,
    Do,
    DoAll,
    DoRemembered,
    Forget,
    IfDid,
    May,
    Modes,
    On,
    OnPlay,
    Op,
    Seq,
    Simple,
    choose,
    destroy,
    incapacitate,
    playing_this,
    purge,
    ready,
    stop,
)
from stargate_vcg.effects.missions_set.missions import villain_ship
from stargate_vcg.effects.vocab import (
    Pick,
    adversary,
    assigned,
    character,
    select,
    team_character,
    your,
)
from stargate_vcg.effects.wormhole_xtreme.events import FromDiscardPile
from stargate_vcg.effects.wormhole_xtreme.events import _at_its_mission as at_its_mission
from stargate_vcg.effects.wormhole_xtreme.events import _remember_mission as remember_mission
from stargate_vcg.engine.stargate.effects import Trigger
from stargate_vcg.engine.stargate.surface import Surface


def _fewer_than_two_villain_ships(t: Surface, source: int, player: int, action: Any) -> bool:
    return playing_this(t, source, player, action) and \
        len(select(t, source, villain_ship)) < 2


mine = your & character
not_chosen = Pick(lambda t, s, c: c not in t.recall(s, "chosen"))

card("7cef0c7b-fdfb-4ae2-8617-1ac824ed54d1", "Wraith Infighting",
     Card(Cant(_fewer_than_two_villain_ships, "needs two villain ships in play"),
          OnPlay(Do(destroy, villain_ship, chooser=OPPONENT))))
card("226e331b-db6c-466d-9121-afcc72e7a4ab", "Emergency Evacuation",
     Card(OnPlay(Seq(Forget(),
                     Do(choose, assigned & character, chooser=OPPONENT, remember="chosen"),
                     May(DoRemembered(stop), OPPONENT, "stop the chosen character"),
                     DoAll(ready, assigned & character & not_chosen)))))


class MoveGlyphThenDraw(Op):
    """A glyph moves from one character to another (chosen: the glyph, then its new
    holder); its player then draws one card per glyph the receiver has, one more when
    the two share a trait. Rulings: between his own characters; any shared trait
    counts as the shared affiliation."""

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        me = t.owner(source)
        holders = [c for c in select(t, source, mine) if t.glyphs(c)]
        glyphs = tuple(m for c in holders for m in t.glyphs(c))
        if not glyphs or len(select(t, source, mine)) < 2:
            self.finish(t, source, args, False)
            return
        self.ask(t, source, me, glyphs, "move a glyph", (*args, -1))

    def answer(self, t: Surface, source: int, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        args, glyph = args[:-1], args[-1]
        if glyph < 0:
            moved = chosen[0]
            giver = next(c for c in select(t, source, mine) if moved in t.glyphs(c))
            others = tuple(c for c in select(t, source, mine) if c != giver)
            t.remember(source, "giver", (giver,))
            self.ask(t, source, t.owner(source), others, "move it to", (*args, moved))
            return
        giver = t.recall(source, "giver")[0]
        receiver = chosen[0]
        t.move_glyph(glyph, receiver)
        t.forget(source, "giver")
        n = len(t.glyphs(receiver)) + (1 if t.traits(giver) & t.traits(receiver) else 0)
        t.draw(t.owner(source), n)
        self.finish(t, source, args, True)


card("c83a68d5-6174-4d3e-866b-5ca56cd27331", "Sudden Epiphany",
     Card(OnPlay(MoveGlyphThenDraw())))


# --- session 6 fan-set batch ---


def _promote(t: Surface, source: int, card: int) -> bool:
    t.add_promotion_token(card)
    return True


# The mission's lent Success text works from the discard pile, for the mission the event
# was played at (as Wormhole X-Treme!'s events lending text do), and only while that
# mission is being attempted: the mission played again later in the turn has lost it.
# Ruling: its player picks one of his assigned team characters.
card("370b4e20-3914-4443-b3d2-f0c1ceff4190", "Recognition",
     FromDiscardPile(OnPlay(Simple(remember_mission)),
                     On(Trigger.MISSION_SUCCEEDED,
                        Do(_promote, your & assigned & team_character,
                           prompt="place a promotion token on"), at_its_mission),
                     On(Trigger.MISSION_END, Forget("mission"),
                        lambda t, s, e: bool(t.recall(s, "mission")))))


# --- session 8 sp-purge ------------------------------------------------------------


class _PurgeScored(Op):
    """The opponent purges a card of his villain score pile (his choice)."""

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        them = t.opponent(t.owner(source))
        options = t.score_pile(them)
        if not options:
            self.finish(t, source, args, False)
            return
        self.ask(t, source, them, options, "purge from your score pile", args)

    def answer(self, t: Surface, source: int, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        for c in chosen:
            t.purge(c)
        self.finish(t, source, args, bool(chosen))


# Talion: the lent Success text works as Recognition's. Ruling: any assigned team
# character may be incapacitated (its player's own, the only ones at a mission).
card("3458ebbb-53ae-49bb-a0bc-e77a6a39cf8e", "Talion",
     FromDiscardPile(OnPlay(Simple(remember_mission)),
                     On(Trigger.MISSION_SUCCEEDED,
                        Seq(Do(incapacitate, assigned & team_character, optional=True),
                            IfDid(Modes(("purge an assigned adversary",
                                         Do(purge, assigned & adversary)),
                                        ("the opponent purges a scored card",
                                         _PurgeScored())))),
                        at_its_mission),
                     On(Trigger.MISSION_END, Forget("mission"),
                        lambda t, s, e: bool(t.recall(s, "mission")))))
