"""Children of the Gods: team and support characters, gear (by card id; no card text here)."""

from __future__ import annotations

from typing import Any

from stargate_vcg.effects.catalog import card
from stargate_vcg.effects.dsl import (
    OWN,
    Cant,
    Card,
    CostChange,
    Do,
    DoAll,
    IfDid,
    MayPay,
    OwnCost,
    Seq,
    SkillBonus,
    WhenPlayed,
    block_for_mission,
    gets,
    playing_this,
    ready,
)
from stargate_vcg.effects.vocab import (
    COMBAT,
    CULTURE,
    INGENUITY,
    Pick,
    SkillsBonus,
    adversary,
    assigned_with,
    count,
    team_character,
    this,
    your,
)
from stargate_vcg.engine.stargate.actions import Assign
from stargate_vcg.engine.stargate.surface import Surface

gear = Pick(lambda t, s, c: t.is_gear(c))
_hero_ship = Pick(lambda t, s, c: t.is_ship(c) and t.is_hero_card(c))
_villain_ship = Pick(lambda t, s, c: t.is_ship(c) and t.is_villain_card(c))


def _cant_play_unless(cond: Any, reason: str) -> Cant:
    """"You can't play <this card>, unless <cond>"."""
    return Cant(lambda t, s, p, a: playing_this(t, s, p, a) and not cond(t, s), reason)


def _supported_this_turn(t: Surface, s: int) -> bool:
    """Another support character of his was played this turn."""
    me = t.owner(s)
    return any(c != s and t.owner(c) == me and t.is_support_character(c)
               for c in t.played_this_turn())


def _singer_combat(t: Surface, s: int) -> int:
    return 2 if any(t.has_trait(c, "Goa'uld") for c in t.assigned(t.opponent(t.owner(s)))
                    if t.is_adversary(c)) else 1


def _lortash_discount(t: Surface, s: int) -> int:
    advs = [c for c in t.assigned(t.opponent(t.owner(s))) if t.is_adversary(c)]
    if not advs:
        return 0
    return -2 if any(t.has_trait(c, "Goa'uld") for c in advs) else -1


def _kvasir_pays(t: Surface, s: int, player: int, action: Any) -> bool:
    return isinstance(action, Assign) and action.card == s and not any(
        t.is_ship(c) and t.has_trait(c, "Asgard") for c in t.assigned(t.owner(s)))


# Support characters
card("4c84ae73-2cd8-45e0-b23e-40425707f17d", "Pavlenko (Prison Guard)",
     Card(_cant_play_unless(lambda t, s: bool(t.failed_missions()),
                            "Pavlenko: no mission failed this turn")))
card("609711c1-5b5b-4776-88d4-7606edc6f371", "Seymour (Watcher)",
     Card(_cant_play_unless(lambda t, s: any(t.is_adversary(c) for c in t.assigned(t.villain)),
                            "Seymour: no adversary is assigned")))
card("36e38cf8-7041-4bbd-968f-fe072b7f55f3", "Shallan (Runaway Lo'taur)",
     Card(_cant_play_unless(_supported_this_turn,
                            "Shallan: no other support character played this turn")))
card("ff80122a-dae6-496c-8a34-2434495d20b2", "Caius (Monk Impersonator)",
     Card(OwnCost(lambda t, s: -count(gear | _hero_ship)(t, s))))
card("f4f67dc8-3ee5-4c2d-bfd6-936d69f26d53", "Singer (Undercover Agent)",
     Card(SkillBonus(COMBAT, _singer_combat, this,
                     when=lambda t, s: any(t.is_adversary(c)
                                           for c in t.assigned(t.opponent(t.owner(s)))))))
card("4fd59f03-d8a3-4592-8f29-b4a3b6a2941d", "Miyashi (Bashaak Instructor)",
     Card(WhenPlayed(Seq(DoAll(gets(2, skill=CULTURE), this),
                         DoAll(gets(2, skill=INGENUITY), this)))))
card("7f57fc7b-51a2-45db-bde2-bac7b3425323", "Radner (U.S. Marine Captain)",
     Card(WhenPlayed(Seq(MayPay(2, label="pay 2 power to ready a gear"),
                         IfDid(Do(ready, gear))))))
card("eb009de5-d6c2-422b-a5be-e27d8d9f4b29", "Ryan (Colorado Springs Detective)",
     Card(WhenPlayed(Do(block_for_mission, adversary, optional=True, prompt="block"))))
card("c31df857-bd1b-42f4-a504-127d642c1c79", "Stepan Zaitzev (Gate Room Technician)",
     Card(WhenPlayed(Seq(MayPay(2, stop_this=True, label="stop him and pay 2 power"),
                         IfDid(Do(ready, your & team_character))))))
card("0774967b-ca4b-460a-8380-c14e4784745b", "Nem (Truthseeker)",
     Card(SkillsBonus(1, this, when=assigned_with(
         Pick(lambda t, s, c: (t.skill(c, CULTURE) or 0) >= 2)))))
card("a6b202f5-8f39-446d-99f3-d636d8be2eb5", "Kvasir (Specialized Engineer)",
     Card(CostChange(2, _kvasir_pays, on=OWN)))
card("772afe48-7a0d-4870-a9f5-bc008c06c5d2", "Lortash (Tok'ra Bodyguard)",
     Card(OwnCost(_lortash_discount)),
     partial="its purge to prevent another character's destruction is not done")
card("67198ff6-9765-474e-a776-eccb4ab0f1c6", "Chaya Sar (Exiled Protector)",
     Card(SkillBonus(COMBAT, 2, this, when=lambda t, s: bool(
         [c for c in t.assigned(t.villain) if _villain_ship(t, s, c)]))),
     partial="the ability she gets while assigned is not done")
