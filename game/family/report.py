"""``python -m game records``: the family's players and records as a person reads them
(the translation layer's words) or as data (``--json``), and ``--bench N``, which
times the records of N generated games (issue 19's numbers)."""

from __future__ import annotations

import json
import os
import random
import tempfile
import time
from pathlib import Path
from typing import Any

from ..i18n import t, t_n
from .players import Family, PlayersError, load_family
from .records import Records, read_records
from .stats import ALL, LEVEL_ORDER, PEOPLE, Summary, Tally, summarize, table

INDENT = "  "


def _level(level: str) -> str:
    return t(f"setup.levels.{level}") if level in ("random", "easy", "normal", "hard") else level


def _percent(rate: float) -> str:
    return t("family.records.percent", n=round(100 * rate))


def _score(value: float | None) -> str:
    if value is None:
        return t("family.records.no_score")
    return str(int(value)) if float(value).is_integer() else f"{value:.1f}"


def _game_title(game: str) -> str:
    key = f"games.{game}.title"
    from ..i18n import has
    return t(key) if has(key) else game


def _name(kind: str, name: str) -> str:
    return t("family.records.computer", level=_level(name)) if kind == "computer" else name


def player_lines(family: Family) -> list[str]:
    lines = [t("family.players.title")]
    if not len(family):
        return [*lines, INDENT + t("family.players.none")]
    for p in family:
        lines.append(INDENT + t("family.players.line", name=p.name, colour=t(f"colours.{p.colour}"),
                                face=t(f"family.faces.{p.face}"),
                                who=t("family.child" if p.child else "family.grown_up"),
                                level=_level(p.level)))
    return lines


def _tally_lines(name: str, tally: Tally, overall: bool) -> list[str]:
    if overall:
        head = t("family.records.player_all", name=name,
                 games=t_n("family.records.games", tally.played),
                 wins=t_n("family.records.wins", tally.won), streak=tally.longest_streak)
    else:
        head = t("family.records.player", name=name, games=t_n("family.records.games", tally.played),
                 wins=t_n("family.records.wins", tally.won), best=_score(tally.best_score),
                 streak=tally.longest_streak)
    levels = ", ".join(
        t("family.records.against_level",
          level=t("family.records.people") if level == PEOPLE else _level(level),
          won=won, played=played)
        for level, (played, won) in sorted(tally.against.items(), key=_against_order))
    marks = " ".join(t("family.records.won_mark" if r.won else "family.records.lost_mark")
                     for r in tally.last)
    return [head, INDENT + t("family.records.against", levels=levels),
            INDENT + t("family.records.last", marks=marks)]


def _against_order(item: tuple[str, Any]) -> int:
    level = item[0]
    return -1 if level == PEOPLE else (LEVEL_ORDER.index(level) if level in LEVEL_ORDER else 99)


def record_lines(records: Records, summary: Summary) -> list[str]:
    lines = [t("family.records.title") + " \u2014 " + t_n("family.records.games", summary.entries)
             if summary.entries else t("family.records.title")]
    if records.problem is not None and records.problem.code == "unreadable":
        lines.append(INDENT + t("family.records.unreadable", problem=records.problem.problem))
    if records.damaged:
        lines.append(INDENT + t_n("family.records.damaged", records.damaged))
    if records.unread_bytes:
        lines.append(INDENT + t("family.records.unread",
                                mb=round((os.path.getsize(records.path) - records.unread_bytes)
                                         / 1e6) if records.path else 0))
    if not summary.entries:
        return [*lines, INDENT + t("family.records.none")]
    people = [p for p in summary.players if p.kind != "computer"]
    for game in [*sorted(summary.games, key=_game_title), ALL]:
        lines.append("")
        if game == ALL:
            lines.append(t("family.records.game_line", game=t("family.records.all_games"),
                           games=t_n("family.records.games", summary.entries)))
            rows = table(summary.players, ALL)
        else:
            lines.append(t("family.records.game_line", game=_game_title(game),
                           games=t_n("family.records.games", summary.games[game])))
            rows = summary.tables[game]
        lines.append(INDENT + t("family.records.who_won_most"))
        for place, row in enumerate(rows, 1):
            lines.append(INDENT * 2 + t("family.records.row", place=place, name=_name(row.kind, row.name),
                                        wins=t_n("family.records.wins", row.won),
                                        games=t_n("family.records.games", row.played),
                                        rate=_percent(row.rate)))
        for player in people:
            tally = player.games.get(game)
            if tally is not None:
                lines.extend(INDENT + line for line in _tally_lines(player.name, tally, game == ALL))
    return lines


def gather(records_path: Path | None = None,
           players_path: Path | None = None) -> tuple[Family, PlayersError | None, Records, Summary]:
    """The family and its records, read (a damaged players file is put aside as the
    program would)."""
    family, problem = load_family(players_path)
    records = read_records(records_path)
    summary = summarize(records.entries, {p.id: p.name for p in family})
    return family, problem, records, summary


def as_json(family: Family, records: Records, summary: Summary) -> dict[str, Any]:
    return {"players": [p.to_dict() for p in family],
            "records": {"file": str(records.path), "damaged": records.damaged,
                        "unread_bytes": records.unread_bytes, **summary.to_json()}}


def run(as_data: bool) -> int:
    """Print the family's players and records; the exit status."""
    from ..i18n import describe
    family, problem, records, summary = gather()
    if as_data:
        data = as_json(family, records, summary)
        if problem is not None:
            data["players_problem"] = str(problem)
        print(json.dumps(data, ensure_ascii=False))
        return 0
    if problem is not None:
        print(describe(problem))
        print()
    print("\n".join([*player_lines(family), "", *record_lines(records, summary)]))
    return 0


# ------------------------------------------------------------------ the benchmark
def generate(path: Path, count: int, seed: int = 1) -> None:
    """``count`` finished games written to ``path`` as the table would record them:
    real games (one of each game, played by computers), their lines repeated with
    other seats, winners, dates and keys."""
    from ..core import registry
    from ..core.agents import agents_for, step
    from ..core.save_file import Save
    from ..core.seats import Seat
    from .records import finished, line_of

    rng = random.Random(seed)
    family = ["lea", "papa", "maman", "tom", "zoe"]
    models = []
    for game in registry.games():
        colours = ["violet", "brown", "white"] if game == "chaos" else ["orange", "sky", "green"]
        seats = [Seat("Léa", colours[0], "human", "normal", 1, player="lea"),
                 Seat("Papa", colours[1], "human", "normal", 2, player="papa"),
                 Seat("", colours[2], "cpu", "easy", 3)]
        state = registry.new_game(game, len(seats), seed, None)
        agents = agents_for(game, ["easy"] * 3)
        while not state.is_terminal():
            state.apply(step(state, agents, rng))
        save = Save(game, seed, dict(state.options), seats, [str(a) for a in state.history], {}, 600.0)
        models.append(finished(state, seats, save, None, 600.0))
    with open(path, "w", encoding="utf-8") as handle:
        for number in range(count):
            model = models[number % len(models)]
            entry = dict(model.entry)
            sitting: list[dict[str, Any]] = [dict(s) for s in entry["seats"]]
            for seat in sitting[:2]:
                seat["player"] = rng.choice(family)
                seat["name"] = seat["player"].title()
            sitting[2]["level"] = rng.choice(["easy", "normal", "hard"])
            winner = rng.randrange(3)
            entry.update(seats=sitting, winners=[winner], key=f"bench{number:08d}",
                         places=[1 if s == winner else 2 for s in range(3)],
                         date=f"20{20 + number // 4000:02d}-01-01T00:00:00Z",
                         scores=[rng.randrange(20) for _ in range(3)])
            handle.write(line_of(type(model)(entry, model.save))[0])


def bench(count: int) -> dict[str, Any]:
    """Time reading and summarizing ``count`` generated games (a folder of its own,
    never the family's): ``*_ms`` by the clock, ``cpu_*_ms`` by the processor alone
    (what a busy machine does not inflate), each the best of three; and their memory
    (``peak_mb``: ``tracemalloc``'s peak while reading and summarizing, a fourth pass;
    ``rss_mb``: the process's largest resident size)."""
    import resource
    import tracemalloc

    with tempfile.TemporaryDirectory(prefix="souris-records-bench-") as folder:
        path = Path(folder) / "records.jsonl"
        generate(path, count)
        size = path.stat().st_size
        rss_before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
        best: dict[str, float] = {}
        for _ in range(3):                   # the best of three: a busy machine inflates some
            started, cpu = time.perf_counter(), time.process_time()
            records = read_records(path)
            read, cpu_read = time.perf_counter(), time.process_time()
            summary = summarize(records.entries)
            done, cpu_done = time.perf_counter(), time.process_time()
            if not best or done - started < best["total"]:
                best.update(read=read - started, summarize=done - read, total=done - started)
            if "cpu" not in best or cpu_done - cpu < best["cpu"]:
                best.update(cpu_read=cpu_read - cpu, cpu_summarize=cpu_done - cpu_read,
                            cpu=cpu_done - cpu)
        del records, summary
        tracemalloc.start()
        records = read_records(path)
        summary = summarize(records.entries)
        _, peak = tracemalloc.get_traced_memory()
        tracemalloc.stop()
        rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    return {"entries": len(records.entries), "summarized": summary.entries,
            "file_mb": round(size / 1e6, 1),
            "read_ms": round(1000 * best["read"], 1), "summarize_ms": round(1000 * best["summarize"], 1),
            "total_ms": round(1000 * best["total"], 1),
            "cpu_read_ms": round(1000 * best["cpu_read"], 1),
            "cpu_summarize_ms": round(1000 * best["cpu_summarize"], 1),
            "cpu_total_ms": round(1000 * best["cpu"], 1), "peak_mb": round(peak / 1e6, 1),
            "rss_mb": round(rss, 1), "rss_mb_before_reading": round(rss_before, 1)}
