"""Wormhole X-Treme!: ships (by card id; no card text here)."""

from __future__ import annotations

from stargate_vcg.effects.catalog import card
from stargate_vcg.effects.dsl import (
    HAND,
    AtMissionEnd,
    Blocked,
    Card,
    Do,
    DoRemembered,
    DoUpTo,
    IfDid,
    May,
    MayPay,
    NextMission,
    OwnCost,
    Seq,
    Simple,
    Success,
    Victory,
    WhenAssigned,
    choose,
    destroy,
)
from stargate_vcg.effects.vocab import (
    Pick,
    anything,
    assigned,
    hero_card,
    ship,
    support_character,
    this,
)
from stargate_vcg.effects.wormhole_xtreme.characters import _ExperiencePerCardBeneath
from stargate_vcg.engine.stargate.surface import Surface

card("8531830b-5dc6-4a97-8b89-f67bb6bdf2c8", "Korolev F-302",
     Card(OwnCost(-1, when=lambda t, s: t.failed_mission_count(s) > 0),
          Victory(NextMission(-1))))


def _destroy_this(t: Surface, s: int) -> bool:
    if not t.in_play(s):
        return False  # taken back into hand by its victory text
    t.destroy(s)
    return True


def _take_this(t: Surface, s: int) -> bool:
    t.take_into_hand(s)
    return True


card("d89d1211-d716-41bf-97e6-e79243a22184", "Daedalus (Ghost Ship)",
     Card(WhenAssigned(this, AtMissionEnd(Simple(_destroy_this))),
          Victory(Seq(MayPay(3, label="pay 3 power to take this ship into hand"),
                      IfDid(Simple(_take_this))))))


_hero_ship = ship & hero_card


def _chosen_ship(t: Surface, s: int, c: int) -> bool:
    return c in t.recall(s, "chosen")


# Leviathan: ruling, a ship already assigned when chosen stays assigned (a block keeps a
# card from being assigned, glossary "block").
card("f84bcff7-4bbf-4364-9ad2-4279f6d54318", "Leviathan (Mysterious Threat)",
     Card(WhenAssigned(this, Do(choose, _hero_ship, remember="chosen")),
          Blocked(Pick(_chosen_ship), lambda t, s: t.is_assigned(s)),
          Victory(Seq(MayPay(2, label="pay 2 power to destroy the chosen ship"),
                      IfDid(DoRemembered(destroy))))))



def _beneath_this_ship(t: Surface, s: int, c: int) -> bool:
    t.place_beneath(c, s)
    return True


card("ef7f5107-1f93-47b0-9da7-1fd3ff47e447", "Martin Lloyd's Ship (Escape Vessel)",
     Card(_ExperiencePerCardBeneath(),
          Success(Do(_beneath_this_ship, assigned & support_character, optional=True,
                     prompt="place face down beneath the ship"))))



def _free_complication(t: Surface, s: int, c: int) -> bool:
    t.place_complication(c, t.owner(s))
    return True


card("c0fa4645-2d09-484f-8628-8d363bd991e9", "Gray Alien Warship (Ruthless Predator)",
     Card(Victory(DoUpTo(_free_complication, anything, 2, among=HAND,
                         prompt="play as a complication at no cost"))),
     partial="its firepower bonus counts triggered ambushes, which are not modelled")


card("827ad149-5f14-4e48-927b-edd297737f66", "Gray Alien Fighter",
     Card(Victory(May(Simple(_destroy_this), label="destroy this ship"))),
     partial="what destroying it adds counts triggered ambushes, which are not modelled")
