"""Rich tables of a DeckStats, for the terminal."""

from __future__ import annotations

from collections.abc import Iterable

from rich.console import Console
from rich.table import Table

from stargate_vcg.statistics.models import DeckStats, TrekStats, percent
from stargate_vcg.statistics.odds import OddsResult

_SKILL_SHORT = {"culture": "Cul", "science": "Sci", "combat": "Com", "ingenuity": "Ing"}


def pct(value: float | None) -> str:
    return "-" if value is None else percent(value)


def _curve(curve: dict[int, int] | dict[int | str, int]) -> str:
    """`cost:copies` in order; an X (variable difficulty) last."""
    items = sorted(curve.items(), key=lambda item: (isinstance(item[0], str), item[0]))
    return "  ".join(f"{cost}:{n}" for cost, n in items)


_TEXT_COLUMNS = frozenset({"skill", "glyph", "mission difficulties", "cost curve",
                           "difficulties", "keep rule", "condition"})


def _table(title: str, *columns: str) -> Table:
    table = Table(title=title, title_justify="left", caption_justify="left")
    for i, column in enumerate(columns):
        text = i == 0 or column in _TEXT_COLUMNS
        table.add_column(column, justify="left" if text else "right")
    return table


def print_stats(stats: DeckStats, console: Console | None = None) -> None:
    console = console or Console(soft_wrap=False)
    sections = ", ".join(f"{n} {s}" for s, n in stats.counts.sections.items())
    console.print(f"[bold]{stats.name or 'Deck'}[/bold] ({stats.game}): {sections}"
                  + (f"; {stats.counts.unknown} unknown" if stats.counts.unknown else ""))
    if stats.victory_total_given is not None:
        console.print(f"Victory total given to the opponent: "
                      f"[bold]{stats.victory_total_given}[/bold]")
    for table in _tables(stats):
        console.print(table)


def print_odds(stats: DeckStats, console: Console | None = None) -> None:
    """Just the odds table (what `stats --odds` prints without --all)."""
    console = console or Console(soft_wrap=False)
    console.print(_odds_table(stats.odds))


def _tables(stats: DeckStats) -> Iterable[Table]:
    yield _types_table(stats)
    if stats.team is not None:
        yield from _team_tables(stats)
    if stats.missions is not None:
        yield _missions_table(stats)
    if stats.villain is not None:
        yield from _villain_tables(stats)
    if stats.trek is not None:
        yield from _trek_tables(stats.trek)
    yield _groups_table(stats)
    yield _titles_table(stats)
    if stats.odds:
        yield _odds_table(stats.odds)


def _types_table(stats: DeckStats) -> Table:
    curve = ["cost curve"] if stats.cost_curve else []
    table = _table(f"Draw deck: {stats.draw.deck_size} cards", "type", "copies", *curve)
    for card_type, n in stats.counts.by_type.items():
        costs = [_curve(stats.cost_curve.get(card_type, {}))] if curve else []
        table.add_row(card_type, str(n), *costs)
    split = ", ".join(f"{n} {a}" for a, n in stats.counts.by_allegiance.items())
    if split:
        table.caption = split
    return table


def _team_tables(stats: DeckStats) -> Iterable[Table]:
    team = stats.team
    assert team is not None
    members = _table("Team", "character", "points", *_SKILL_SHORT.values(), "boosts in deck")
    for m in team.members:
        members.add_row(m.name, str(m.point_value),
                        *(str(m.skills.get(s, "-")) for s in _SKILL_SHORT),
                        str(m.copies_in_deck))
    members.add_row("[bold]total[/bold]", str(team.point_total),
                    *(str(team.skill_totals[s]) for s in _SKILL_SHORT), "")
    yield members
    reach = _table("What a mission of each skill can reach (before obstacles)", "skill",
                   "team", "+ support", "+ boosts", "mission difficulties", "team alone wins")
    for skill, r in team.reach.items():
        reach.add_row(skill, str(r.team), str(r.with_support), str(r.with_boosts),
                      " ".join(map(str, r.mission_difficulties)),
                      f"{r.missions_reached_by_team}/{len(r.mission_difficulties)}")
    yield reach


def _missions_table(stats: DeckStats) -> Table:
    missions = stats.missions
    assert missions is not None
    table = _table("Mission pile", "mission", "skill", "difficulty", "experience", "glyph")
    for m in missions.missions:
        rated = m.skills or ({m.skill: m.difficulty} if m.skill and m.difficulty is not None
                             else {})
        table.add_row(m.name, " / ".join(rated) or "-",
                      " / ".join(map(str, rated.values())) or "-",
                      str(m.experience if m.experience is not None else "-"), m.glyph or "-")
    glyphs = ", ".join(f"{g} {n}" for g, n in missions.glyphs.items())
    table.caption = f"experience total {missions.experience_total}; glyphs: {glyphs}"
    return table


def _villain_tables(stats: DeckStats) -> Iterable[Table]:
    villain = stats.villain
    assert villain is not None
    obstacles = _table("Obstacles per skill (difficulty:copies)", "skill", "copies",
                       "difficulties")
    for skill, by_difficulty in villain.obstacles_by_skill.items():
        obstacles.add_row(skill, str(sum(by_difficulty.values())), _curve(by_difficulty))
    material = villain.complication_material
    obstacles.caption = (f"complication material: {material.hero_cards} hero cards, "
                         f"{material.team_copies} team-character copies")
    yield obstacles
    if villain.adversaries:
        adversaries = _table("Adversaries", "adversary", "copies", "cost",
                             *_SKILL_SHORT.values(), "revive")
        for a in villain.adversaries:
            adversaries.add_row(a.name, str(a.copies), str(a.cost),
                                *(str(a.skills.get(s, "-")) for s in _SKILL_SHORT),
                                str(a.revive if a.revive is not None else "-"))
        yield adversaries


def _trek_tables(trek: TrekStats) -> Iterable[Table]:
    categories = ["tattica", "scienza", "ingegneria", "medicina"]
    totals = _table("Totals per category", "card type", *categories)
    for card_type, values in trek.category_totals.items():
        totals.add_row(card_type, *(str(values.get(c, 0)) for c in categories))
    for level, values in trek.danni_by_alert.items():
        totals.add_row(f"danni ({level})", *(f"-{values.get(c, 0)}" for c in categories))
    yield totals
    imprese = _table("Imprese: minima against the crew", "impresa", "points", *categories,
                     "fewest personaggi")
    for i in trek.imprese:
        imprese.add_row(i.name, str(i.points), *(str(i.minimum.get(c, "")) for c in categories),
                        str(i.min_characters) if i.fieldable else "[red]impossible[/red]")
    yield imprese
    draws = _table("Exact odds, 5-card opening hand then turn by turn", "turn", "cards seen",
                   ">=1 personaggio", ">=1 impresa", "both")
    for row in trek.by_turn:
        draws.add_row(str(row.turn), str(row.cards_seen), pct(row.p_personaggio),
                      pct(row.p_impresa), pct(row.p_both))
    yield draws


def _groups_table(stats: DeckStats) -> Table:
    mulligan = stats.draw.mulligan is not None
    columns = ["group", "copies", ">=1", ">=2", ">=3"] + ([">=1 w/ mulligan"] if mulligan else [])
    table = _table(f"Groups in the {stats.draw.opening_hand}-card opening hand", *columns)
    for name, g in stats.groups.items():
        row = [name, str(g.copies), *(pct(g.p_at_least.get(k)) for k in (1, 2, 3))]
        table.add_row(*row, *([pct(g.p_opening_with_mulligan)] if mulligan else []))
    return table


def _titles_table(stats: DeckStats) -> Table:
    mulligan = stats.draw.mulligan is not None
    columns = ["title", "copies", "opening"] + (["with mulligan"] if mulligan else [])
    table = _table("Titles: at least one in the opening hand", *columns)
    odds = {(t.copies, t.p_opening, t.p_opening_with_mulligan) for t in stats.titles.values()}
    if len(stats.titles) > 10 and len(odds) == 1 and not mulligan:
        # One row says it all (the Trek deck: 68 titles, one copy each).
        t = next(iter(stats.titles.values()))
        table.add_row(f"each of the {len(stats.titles)} titles", str(t.copies),
                      pct(t.p_opening))
        return table
    for title, t in stats.titles.items():
        extra = [pct(t.p_opening_with_mulligan)] if mulligan else []
        table.add_row(title, str(t.copies), pct(t.p_opening), *extra)
    if mulligan:
        table.caption = "with mulligan: mulligan when the opening hand has no copy"
    return table


def _odds_table(results: list[OddsResult]) -> Table:
    table = _table("Odds", "condition", "turn", "cards seen", "P", "with mulligan",
                   "keep rule")
    for r in results:
        table.add_row(r.condition, str(r.turn or 1), str(r.cards_seen), pct(r.p),
                      pct(r.p_with_mulligan), r.keep_rule or "-")
    return table
