"""OCTGN-style set.xml fixtures written by the project (fictional cards, no OCTGN data),
for the `cards` tests. Each deliberately carries one quirk the importer must cope with."""

from __future__ import annotations

from pathlib import Path

GAME_ID = "11ec1f21-7d4c-4bf0-9d72-df01c6c78911"
BOM = "\ufeff"

ALPHA_ID = "aaaaaaaa-0000-4000-8000-000000000001"
BETA_ID = "bbbbbbbb-0000-4000-8000-000000000002"

JACK_ALPHA = "a0000000-0000-4000-8000-000000000001"
JACK_BETA = "b0000000-0000-4000-8000-000000000001"
MISSION_TWO_SKILLS = "a0000000-0000-4000-8000-000000000002"
MISSION_HERO = "a0000000-0000-4000-8000-000000000003"
TRAP = "a0000000-0000-4000-8000-000000000004"
BARE_EVENT = "a0000000-0000-4000-8000-000000000005"
MEDIC = "a0000000-0000-4000-8000-000000000006"
PLANET = "a0000000-0000-4000-8000-000000000007"
SHIP = "b0000000-0000-4000-8000-000000000002"


def set_xml(name: str, set_id: str, cards: str, game_id: str = GAME_ID) -> str:
    return (f'<?xml version="1.0" encoding="utf-8" standalone="yes"?>\n'
            f'<set name="{name}" id="{set_id}" gameId="{game_id}" version="1.0.0.0">\n'
            f"  <cards>\n{cards}  </cards>\n</set>\n")


ALPHA_CARDS = f"""\
    <card name="Jack Fixture" id="{JACK_ALPHA}">
      <property name="Subtitle" value="Colonel"/>
      <property name="Type" value=" team  Character "/>
      <property name="Allegiance" value="Hero"/>
      <property name="Affiliation" value="SGC Atlantis"/>
      <property name="Cost" value="4"/>
      <property name="Culture" value="1"/>
      <property name="Science" value="0"/>
      <property name="Combat" value="3"/>
      <property name="Ingenuity" value="2"/>
      <property name="Rarity" value="r"/>
      <property name="Text"><b>Victory:</b> Gain 1 power.
<s value="o">Orion</s>: Jack Fixture gets <s value="com">Combat</s> +1.</property>
      <property name="Number" value="1"/>
    </card>
    <card name="Fixture World" id="{MISSION_TWO_SKILLS}" size="mission">
      <property name="Subtitle" value="P3X-000"/>
      <property name="Type" value="Mission"/>
      <property name="Allegiance" value="Mission"/>
      <property name="Cost" value="0"/>
      <property name="Combat" value="5"/>
      <property name="Ingenuity" value="3"/>
      <property name="Experience" value="3"/>
      <property name="Glyph"><s value="p">Pisces</s></property>
      <property name="Number" value="2"/>
    </card>
    <card name="Fixture Outpost" id="{MISSION_HERO}" size="mission">
      <property name="Subtitle" value="P3X-001"/>
      <property name="Type" value="mission"/>
      <property name="Allegiance" value="Hero"/>
      <property name="Culture" value="4"/>
      <property name="Experience" value="2"/>
      <property name="Glyph"><s value="a">Origin</s></property>
      <property name="Number" value="3"/>
    </card>
    <card name="Fixture Trap" id="{TRAP}">
      <property name="Type" value="Obstacel"/>
      <property name="Allegiance" value="Villian"/>
      <property name="Affiliation" value="Goa'uld  Jaffa"/>
      <property name="Cost" value=" +2 "/>
      <property name="Science" value="2.0"/>
      <property name="Text"><b>Dominion</b>. <b>Withdraw 2</b>.
<b>Failure:</b> Pay 2 power to <b>blockade</b> a mission.</property>
      <property name="Number" value="4"/>
    </card>
    <card name="Fixture Briefing" id="{BARE_EVENT}">
      <property name="Type" value="Event"/>
      <property name="Number" value="12a"/>
      <property name="Flavor" value="Not a real property"/>
    </card>
    <card name="Fixture Medic" id="{MEDIC}">
      <property name="Subtitle" value="Doctor"/>
      <property name="Type" value="Support Character"/>
      <property name="Allegiance" value="Hero"/>
      <property name="Cost" value="2"/>
      <property name="Science" value="2"/>
      <property name="Text">Stop Fixture Medic - Place a <b>promotion token</b> on a team
character.</property>
    </card>
    <card name="Fixture Planet" id="{PLANET}">
      <property name="Type" value="Planet"/>
    </card>
"""

BETA_CARDS = f"""\
    <card name="Jack Fixture" id="{JACK_BETA}">
      <property name="Subtitle" value="Colonel"/>
      <property name="Type" value="Team Character"/>
      <property name="Allegiance" value="Hero"/>
      <property name="Affiliation" value="SGC"/>
      <property name="Cost" value="4"/>
      <property name="Culture" value="1"/>
      <property name="Science" value="1"/>
      <property name="Combat" value="3"/>
      <property name="Ingenuity" value="2"/>
      <property name="Number" value="1"/>
    </card>
    <card name="Fixture Cruiser" id="{SHIP}">
      <property name="Subtitle" value="Flagship"/>
      <property name="Type" value="Ship"/>
      <property name="Allegiance" value="Villain"/>
      <property name="Cost" value="3"/>
      <property name="Firepower" value="4"/>
      <property name="Text">Each time you assign Fixture Cruiser, gain 1 power per
Goa'uld card.</property>
      <property name="Number" value="2"/>
    </card>
"""

ALPHA = set_xml("Fixture Alpha", ALPHA_ID, ALPHA_CARDS)
BETA = set_xml("Fixture Beta", BETA_ID, BETA_CARDS)

# Cards the importer keeps from ALPHA + BETA (Fixture Planet has an unknown type).
KEPT = 8


def write_sets(root: Path, bom: bool = True) -> Path:
    """The plugin's layout: root/sets/<n>-<name>/set.xml. Returns root."""
    for folder, text in (("1-alpha", ALPHA), ("2-beta", BETA)):
        path = root / "sets" / folder / "set.xml"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text((BOM if bom else "") + text, encoding="utf-8")
    return root
