"""Base Set missions (by card id; no card text here: data policy). Most are one line of
the declarative vocabulary (`stargate_vcg.effects.dsl`)."""

from __future__ import annotations

from functools import partial
from typing import Any

from stargate_vcg.cards import Glyph
from stargate_vcg.effects.catalog import card as register
from stargate_vcg.effects.dsl import (
    ASSIGNMENTS,
    COMPLICATIONS,
    DISCARD,
    HAND,
    OPPONENT,
    PLAYS,
    Cant,
    Card,
    CostChange,
    CostChangeBy,
    Difficulty,
    Do,
    DoAll,
    DoAnyNumber,
    DoRemembered,
    Failure,
    Forget,
    Gain,
    IfDid,
    LookAtMissionPile,
    Lose,
    May,
    NextMission,
    Pay,
    Refill,
    Search,
    Seq,
    Simple,
    SkillBonus,
    Success,
    WhenAssigned,
    WhenPlayed,
    block_for_mission,
    choose,
    destroy,
    discard,
    ready,
    stop,
    to_hand,
)
from stargate_vcg.effects.vocab import (
    COMBAT,
    CULTURE,
    SCIENCE,
    Pick,
    adversary,
    any_of,
    anything,
    assigned,
    character,
    count_of,
    gear,
    obstacle,
    plays,
    support_character,
    team_character,
    titled,
    trait,
    with_glyph,
    your,
)
from stargate_vcg.engine.stargate.actions import Assign, Continue, PlayComplication
from stargate_vcg.engine.stargate.effects import FORBIDS_CONTINUE, FORBIDS_PLAY
from stargate_vcg.engine.stargate.surface import UNTIL_TURN_END, Surface

# Compiled by mypyc, this module has no frame for `register` to read its name from.
card = partial(register, module=__name__)


def _complications(t: Surface, source: int, player: int, action: Any) -> bool:
    return isinstance(action, PlayComplication)


def _no_more_missions(t: Surface, source: int) -> bool:
    """Time Loop's failure: "no more missions this turn" outlasts the mission."""
    t.keep_rules(source, UNTIL_TURN_END)
    return True


def _continuing(t: Surface, source: int, player: int, action: Any) -> bool:
    return isinstance(action, Continue) and (source, 1) in t.lasting_rules()


card("1db24625-e050-4a61-a0fe-c35e2cff1afe", "Brief Candle (Argos)",
     Card(WhenPlayed(Do(stop, character))))
card("aa340201-0599-4884-99aa-ecdf8b2abc53", "Antarctic Rescue (Antarctica)",
     Card(WhenPlayed(Do(block_for_mission, team_character, chooser=OPPONENT))))
card("5fbb2f8b-9b01-41f2-ad7d-d5aba336bcef", "Supply Raid (Nirrti's Supply Depot)",
     Card(Success(Lose(2, OPPONENT))))
card("e72c8088-c0f6-4692-a060-4e989ccc5c26", "Retrieve Artifact (P5C-353)",
     Card(CostChange(1, _complications, on=COMPLICATIONS, by_kind=True)))
card("b73da326-be80-41c8-b201-a0e6d7bf2ec6", "Acquire Specimen (BP6-3Q1)",
     Card(Difficulty(lambda t, s: len(t.obstacles))))
card("9f7363f0-0281-46d1-906c-da6ebcb61d3d", "Time Loop (P4X-639)",
     Card(Failure(Simple(_no_more_missions)),
          Cant(_continuing, "Time Loop: no more missions this turn", on=FORBIDS_CONTINUE)))
card("7cd9c3b2-a979-460a-ae6d-0fa1dbe1431b", "Attend Triad (Tollana)",
     Card(Success(Do(to_hand, character, among=DISCARD, optional=True))))
card("9db0d9a1-edcd-45b4-947b-b4b979becac4", "Prison Break (Chulak)",
     Card(WhenPlayed(DoAll(stop, support_character)), Success(DoAll(ready, support_character))))
card("99856f4c-c9d8-44de-8044-b995d84ce141", "Cure the Vorlix (Vyus)",
     Card(Success(Search(character))))


# --- the preconstructed decks' missions ------------------------------------------------
#
# Rulings (each has a test named after it):
# - "all support characters", "a support character", "an adversary": those in effect this
#   turn (the hero's support characters, the villain's adversaries), as everywhere.
# - Explore Genetics Lab: the opponent refills his hand whether or not he discarded.
# - Establish Communication: "any number" may be none; the refill follows either way.
#   Cards are discarded one at a time (the same outcomes, without a choice per subset).
# - Wormhole X-Treme!: a complication is not an obstacle played, its cost is unchanged.
# - Locate Renegades, Seek Assistance: "the next mission (this turn)" is the next one
#   played this turn, until its end; if none is played, the text lapses with the turn.
# - Escape the Keeper: every mission beneath an assigned character counts, copies too.
# - Repel Cronus: the power may be paid even when no Teal'c can be readied.
# - Pursue the Harcesis, Loop of Kon Garat, Repel Cronus, Establish Communication: any
#   version of the named character (by title).
# - Research Advanced Races: only its player sees the top mission; declining leaves it.

def _no_success_yet(t: Surface, source: int) -> bool:
    return t.successful_missions(source) == 0


def _failures(t: Surface, source: int) -> int:
    return t.failed_mission_count(source)


def _glyphs_assigned(t: Surface, source: int) -> int:
    """Every glyph beneath every assigned character (copies of one glyph each count)."""
    return sum(len(t.glyphs(c)) for c in t.assigned(t.hero) if t.is_character(c))


def _assigns_adversary(t: Surface, source: int, player: int, action: Any) -> bool:
    return (player == t.opponent(t.owner(source)) and isinstance(action, Assign)
            and t.is_adversary(action.card))


def _assigns_support(t: Surface, source: int, player: int, action: Any) -> bool:
    return (player == t.owner(source) and isinstance(action, Assign)
            and t.is_support_character(action.card))


_gemini = Pick(lambda t, s, c: t.has_glyph(c, Glyph.GEMINI))
_daniel = your & titled("Daniel Jackson")


card("7a3fddf6-79b3-4fbb-9974-f77169128116", "Avert Disaster (Near Earth Orbit)",
     Card(Failure(DoAll(destroy, support_character))))
card("9f4d63c9-3b86-4f63-9d69-1232f3ca6122", "Beneath the Surface (P3R-118)",
     Card(WhenPlayed(Do(stop, team_character, chooser=OPPONENT))))
card("b443d736-2f46-4176-94b4-6c18f57cdf84", "Conduct Repairs (Crash Site)",
     Card(Success(Do(to_hand, gear, among=DISCARD, optional=True))))
card("7ee0dd5e-05ab-4a8c-848f-52792b362509", "Convert Jaffa (Jaffa Training Camp)",
     Card(Difficulty(1, when=_no_success_yet)))
card("24c42819-dc31-418c-b7f4-2b1183bacc7e", "Cultural Exchange (Orban)",
     Card(WhenPlayed(Do(ready, support_character, optional=True))))
card("ca77df97-efc9-4db8-875a-1eadd08fb4a9", "Defeat Ashrak (Alpha Site)",
     Card(WhenAssigned(character & with_glyph, Lose(1, OPPONENT))))
card("ec130081-a970-4640-90d6-23f86970f654", "Destroy Battleship (Apophis' Shipyard)",
     Card(Failure(Gain(2, OPPONENT))))
card("7b22ba1c-5432-4ec9-bfdb-66e49180dcae", "Destroy Minor Goa'uld (Tanith's Garrison)",
     Card(Success(Do(destroy, adversary))))
card("88e10d1d-e999-47ce-816c-9ba043641339", "Disclosure (Top Secret Summit)",
     Card(Difficulty(_failures)))
card("f2062900-e1ba-4d57-9d59-d571c7714fcb", "Escape the Keeper (P7J-989)",
     Card(Difficulty(_glyphs_assigned)))
card("edee7ab2-f431-4c28-b808-d6fa1ed59cc2", "Establish Communication (P3X-562)",
     Card(WhenAssigned(titled("Jack O'Neill"),
                       Seq(DoAnyNumber(discard, anything, among=HAND), Refill()))))
card("db9e6362-9cc3-4e4c-ba0c-0058379d12be", "Evacuate Village (Nassya)",
     Card(SkillBonus(COMBAT, 1, assigned & team_character & with_glyph)))
card("03ee4c09-1daa-43ed-a096-0b39cbbf1545", "Explore Genetics Lab (Nirrti's Laboratory)",
     Card(Failure(Seq(Do(discard, anything, chooser=OPPONENT, among=HAND, optional=True),
                      Refill(OPPONENT)))))
card("cbde5070-f65b-4f31-a929-9202aedfd374", "Expose Blackmail (Senator Kinsey's House)",
     Card(Success(Do(ready, support_character))))
card("00e1be97-291d-4e37-aea1-2c386a707f20", "Fall of Earth (Cheyenne Mountain)",
     Card(Cant(plays(support_character), "Fall of Earth: no support characters may be played",
               on=FORBIDS_PLAY)))
card("c0f58ccb-3278-4769-9040-31fec6b363ca", "Infiltrate Summit (Goa'uld Space Station)",
     Card(Difficulty(1, when=any_of(assigned & adversary))))
card("43f27324-da6d-4009-802f-c670e76e4e70", "Investigate Disappearance (P2X-338)",
     Card(WhenPlayed(Do(destroy, support_character))))
card("f23eb8cc-5ecb-406e-824b-5549f356e317", "Investigate Plague (Hanka)",
     Card(WhenPlayed(Lose(2))))
card("46b646c3-d60a-4030-8364-dab849d0f5ca", "Locate Renegades (NID Base)",
     Card(Failure(NextMission(1))))
card("dadf8a7e-525c-4440-9339-b9fe908ca265", "Loop of Kon Garat (Hebridan)",
     Card(Difficulty(-1, when=any_of(assigned & titled("Samantha Carter")))))
card("ec0d04f8-07e6-489f-8705-68aafac29407", "Offworld Research (M4C-862)",
     Card(SkillBonus(SCIENCE, 1, assigned & support_character)))
card("db9b3230-07e2-400a-92b3-679ae3a7254d", "Pandemic Containment (Colorado Springs)",
     Card(CostChange(-1, _complications, on=COMPLICATIONS, by_kind=True)))
card("a4e3f614-51f0-4976-8ee5-ca96f3e0cf63", "Prevent Invasion (Staging Area)",
     Card(WhenPlayed(Do(to_hand, obstacle, chooser=OPPONENT, among=DISCARD, optional=True))))
card("1b4317d7-c293-46c2-aa30-87dae348e5c0", "Pursue the Harcesis (Kheb)",
     Card(SkillBonus(CULTURE, count_of(assigned & team_character & ~_daniel), _daniel)))
card("2bb7b341-26e1-495a-bd27-1635d81dcc5f", "Relocate Advanced Civilization (Tollan)",
     Card(WhenPlayed(May(Refill(OPPONENT), OPPONENT, "refill your hand"))))
card("c820d3f8-80a3-48fc-8dd3-0968cb7b9c23", "Repel Cronus (Juna)",
     Card(WhenPlayed(Seq(Pay(1), IfDid(Do(ready, your & titled("Teal'c")))))))
card("3062cb52-5800-409d-b4a4-eb7f28f7dc27", "Rescue Operative (Ne'tu)",
     Card(WhenPlayed(Seq(Forget(), Do(choose, support_character, chooser=OPPONENT,
                                      remember="chosen"))),
          Failure(DoRemembered(destroy))))
card("b457732b-04e3-4d0e-afb7-68d3dc6b848c", "Research Advanced Races (Heliopolis)",
     Card(Success(LookAtMissionPile())))
card("c81249ce-abc2-489c-a32c-28ca0e18293b", "Salvage Technology (Ma'chello's Laboratory)",
     Card(Success(Search(anything))))
card("bcbbceee-417b-47a9-ae15-b11445a5dacb", "Search and Rescue (Hathor's Stronghold)",
     Card(Success(Do(ready, character))))
card("de071fbb-e426-4bb2-8ed5-d40bd7f28e7c", "Seek Assistance (Asgard Council Chamber)",
     Card(SkillBonus(CULTURE, 1, assigned & character & trait("Asgard")),
          Success(NextMission(-1))))
card("7f109410-f062-44b2-9a84-bf51d698d4e3", "Seek and Capture (Nox Homeworld)",
     Card(WhenPlayed(Do(stop, adversary, chooser=OPPONENT))))
card("90c99fe3-8c27-4b90-8c91-46508712d0c6", "Stall Enemy (Cimmeria)",
     Card(CostChangeBy(count_of(assigned & character), _assigns_adversary, on=ASSIGNMENTS,
                       sign=1)))
card("c4bf0315-ee48-4fd9-b02c-322f1b41e779", "Survey Goa'uld Pleasure Palace (P4X-347)",
     Card(Difficulty(1, when=lambda t, s: t.complication_count > 0)))
card("4edbb9ee-d752-4d0d-9a21-96463be4a125", "Training Exercises (Converted Warehouse)",
     Card(WhenAssigned(character & ~with_glyph, Gain(1, OPPONENT))))
card("786035e2-fd01-44d3-8442-4e015f62fa9a", "Uncover the Stargate (Tagrea)",
     Card(CostChange(2, _assigns_support, on=ASSIGNMENTS)))
card("f4d43cdf-496a-40a6-9b5e-995a7db693fd", "What Fate Omaroca? (P8X-362)",
     Card(Difficulty(-1, when=any_of(assigned & character & _gemini))))
card("be5853cf-047c-4392-9ef4-7e2c1d3fd267", "Wormhole X-Treme! (The Bridge Studios)",
     Card(CostChange(1, plays(obstacle, yours=False), on=PLAYS)))
