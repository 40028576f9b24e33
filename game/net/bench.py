"""``python -m game netbench``: the numbers of issue 20 measured with real programs on
this computer's loopback (127.0.0.1 only, discovery off).

For each game, one host and ``clients`` joined computers, each a process of the real
program with SDL's dummy video driver and a player folder of its own
(``SOURIS_FROMAGES_HOME``):

- the host: ``main.py --game G --players cpu,... --remote SEATS --code C --port 0
  --autoplay --until-end --trace FILE``: the real window program hosting the game,
  computers at its own seats (the seats not in ``--remote``), frames timed;
- each joined computer: ``main.py --join 127.0.0.1:PORT --code C --autoplay
  --until-end --trace FILE``: a computer of the normal level plays the seat the host
  gives, from that seat's observation only.

A game has ``clients + 1`` seats where the game allows it (people on other computers
and a computer at the host mixed; gouda with 6 joined computers: all six seats), the
remote seats drawn from the seed. What is measured:

- ``desyncs``: joined computers whose last view is not the host's final observation
  for their seat (the program's ``matches_host``), or that never reached the end;
- ``latency_ms_p50/p99``: from the host applying a change (the update's ``sent``
  time, right after its driver played it) to each joined table taking it (``shown``):
  ``time.monotonic`` is the same clock for every process of a Linux computer;
- ``latency_ms_p99_in_play``: the same, without the game's first second (see
  :data:`OPENING`: the joined tables open then, all on this one machine);
- ``act_ms_p50/p99``: from a joined computer sending a decision to each *other*
  joined table showing it (the host's wait for its own animation included: an action
  on one screen appearing on the others);
- ``client_rss_mb_max``: the largest peak memory of a joined process;
- ``host_frame_ms_p99``: the host's frames (work per frame, 60 a second) over the
  whole game, the highest of the games (``host_frame_ms_p99_median``: the median of
  the games'), and ``client_frame_ms_p99`` likewise; ``host_frame_cpu_ms_p99``: the
  host's frames in processor time (its frame loop's thread alone), which the other
  programs of a busy machine do not inflate.

``--host-first`` runs the joined programs at a lower priority (nice 10): on one
machine with two processors, six joined programs drawing their tables take the
processors from the host, which at home has its own; its frames are then timed as
they would be there.

``--quick`` plays with the programs' ``--quick`` (no animations, no pauses: many games
in little time; for the soak test, not for the figures).
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..core import registry

#: the join code of the benchmark's games
CODE = "4821"
#: seconds a program may take to listen, and a game to end (a loaded machine)
READY_SECONDS = 60.0
GAME_SECONDS = 900.0


def _program() -> list[str]:
    """How to start the real program (its ``main.py``, else its module)."""
    main = Path(__file__).resolve().parents[2] / "main.py"
    if main.is_file():
        return [sys.executable, str(main)]
    return [sys.executable, "-c", "import sys; from game.app import main; sys.exit(main(sys.argv[1:]))"]


def _env(home: Path) -> dict[str, str]:
    root = str(Path(__file__).resolve().parents[2])
    path = os.environ.get("PYTHONPATH", "")
    return dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
                SOURIS_NO_DISCOVERY="1", SOURIS_FROMAGES_HOME=str(home),
                PYTHONPATH=root + (os.pathsep + path if path else ""))


@dataclass
class Played:
    """One game's figures: the host's report and trace, each joined computer's."""

    game_id: str
    seed: int
    players: int
    remote: list[int]
    host: dict[str, Any] = field(default_factory=dict)
    host_trace: dict[str, Any] = field(default_factory=dict)
    clients: list[dict[str, Any]] = field(default_factory=list)
    traces: list[dict[str, Any]] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)

    @property
    def desyncs(self) -> int:
        return sum(1 for c in self.clients if not (c.get("matches_host") and c.get("finished")))


def _last_json(path: Path) -> dict[str, Any]:
    try:
        lines = [line for line in path.read_text(encoding="utf-8").splitlines() if line.startswith("{")]
        return json.loads(lines[-1]) if lines else {}
    except (OSError, ValueError):
        return {}


def _read_json(path: Path) -> dict[str, Any]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        return data if isinstance(data, dict) else {}
    except (OSError, ValueError):
        return {}


def _with_parent() -> None:
    """In a started program, before it runs (Linux): it is killed when the benchmark
    (its parent) dies, so that a benchmark stopped halfway leaves no program behind."""
    try:
        import ctypes
        import signal
        ctypes.CDLL("libc.so.6", use_errno=True).prctl(1, signal.SIGKILL)   # PR_SET_PDEATHSIG
    except (OSError, AttributeError):
        pass


def _behind() -> None:
    """A joined program that lets the host have the processors first (``host_first``)."""
    _with_parent()
    os.nice(10)


def _start(args: list[str], home: Path, out: Any, err: Any, *, behind: bool = False) -> subprocess.Popen:
    linux = sys.platform.startswith("linux")
    return subprocess.Popen(args, env=_env(home), stdout=out, stderr=err, stdin=subprocess.DEVNULL,
                            preexec_fn=(_behind if behind else _with_parent) if linux else None)


def _stop(procs: list[subprocess.Popen]) -> None:
    """Kill what is still running (these processes only, by their own handles)."""
    for proc in procs:
        if proc.poll() is None:
            proc.kill()
    for proc in procs:
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            pass


def play_one(game_id: str, clients: int, seed: int, folder: Path, *, quick: bool = False,
             players: int | None = None, options: list[str] | None = None,
             timeout: float = GAME_SECONDS, host_first: bool = False) -> Played:
    """One game of ``game_id``: a host and ``clients`` joined programs (see the module).
    ``host_first``: the joined programs run at a lower priority (nice 10), so that
    the host's frames are timed as on a host whose joined computers are other
    machines, not its own processors' other programs (their latency is then theirs
    to lose)."""
    low, high = registry.descriptor(game_id).players
    count = players if players is not None else max(low, min(clients + 1, high))
    if not clients <= count <= high:
        raise ValueError(f"{game_id}: {clients} joined computers need 1 to {high} seats "
                         f"({count} asked)")
    rng = random.Random(seed)
    remote = sorted(rng.sample(range(count), clients))
    played = Played(game_id, seed, count, remote)
    extra = ["--no-discovery", "--until-end", "--autoplay"] + (["--quick"] if quick else [])
    for pair in options or []:
        extra += ["--option", pair]
    procs: list[subprocess.Popen] = []
    outputs: list[Any] = []
    try:
        home = folder / "host"
        home.mkdir(parents=True)
        out = open(home / "out.txt", "w", encoding="utf-8")    # noqa: SIM115 - closed below
        err = open(home / "err.txt", "w", encoding="utf-8")    # noqa: SIM115
        outputs += [out, err]
        host = _start([*_program(), "--game", game_id, "--players", ",".join(["cpu"] * count),
                       "--remote", ",".join(map(str, remote)), "--code", CODE, "--port", "0",
                       "--seed", str(seed), "--trace", str(home / "trace.json"), *extra],
                      home, out, err)
        procs.append(host)
        port = _port(home / "out.txt", host)
        if port is None:
            played.problems.append("the host never listened: "
                                   + (home / "err.txt").read_text(encoding="utf-8")[-500:])
            return played
        joined = []
        for k in range(clients):
            place = folder / f"joined{k}"
            place.mkdir(parents=True)
            out = open(place / "out.txt", "w", encoding="utf-8")   # noqa: SIM115
            err = open(place / "err.txt", "w", encoding="utf-8")   # noqa: SIM115
            outputs += [out, err]
            proc = _start([*_program(), "--join", f"127.0.0.1:{port}", "--code", CODE,
                           "--trace", str(place / "trace.json"), *extra], place, out, err,
                          behind=host_first)
            procs.append(proc)
            joined.append((proc, place))
        deadline = time.monotonic() + timeout
        for proc in procs:
            try:
                proc.wait(max(0.1, deadline - time.monotonic()))
            except subprocess.TimeoutExpired:
                played.problems.append(f"{game_id} seed {seed}: not over after {timeout:.0f} s")
                break
        _stop(procs)
        played.host = _last_json(home / "out.txt")
        played.host_trace = _read_json(home / "trace.json")
        if host.returncode != 0:
            played.problems.append(f"the host ended with {host.returncode}: "
                                   + (home / "err.txt").read_text(encoding="utf-8")[-500:])
        for proc, place in joined:
            report = _last_json(place / "out.txt")
            played.clients.append(report)
            played.traces.append(_read_json(place / "trace.json"))
            if proc.returncode != 0 or not report:
                played.problems.append(f"a joined computer ended with {proc.returncode}: "
                                       + (place / "err.txt").read_text(encoding="utf-8")[-500:])
        return played
    finally:
        _stop(procs)
        for handle in outputs:
            handle.close()


def _port(path: Path, proc: subprocess.Popen) -> int | None:
    """The port of the host's ``ready`` line (None: it ended or never said it)."""
    deadline = time.monotonic() + READY_SECONDS
    while time.monotonic() < deadline and proc.poll() is None:
        ready = _last_json(path)
        if ready.get("ready") and isinstance(ready.get("port"), int):
            return int(ready["port"])
        time.sleep(0.05)
    return None


#: seconds from the game's first change during which the tables are still opening
#: (every program of this machine opens its table at the same moment on its shared
#: processors: at home each computer has its own); ``latency_ms_p99_in_play`` leaves
#: them out
OPENING = 1.0


def latencies(played: Played, opening: float = 0.0) -> tuple[list[float], list[float]]:
    """(host's change -> each joined table, a joined decision -> each other joined
    table), in milliseconds; the changes of the first ``opening`` seconds left out."""
    sent = {int(k): (float(v[0]), int(v[1])) for k, v in played.host_trace.get("sent", {}).items()}
    if sent and opening:
        first = min(at for at, _ in sent.values())
        sent = {seq: v for seq, v in sent.items() if v[0] >= first + opening}
    shown = [{int(k): float(v) for k, v in t.get("shown", {}).items()} for t in played.traces]
    applied = [(seq, at) for seq, (at, _) in sent.items()]
    to_table = [(table[seq] - at) * 1000.0 for seq, at in applied for table in shown if seq in table]
    to_others: list[float] = []
    for k, trace in enumerate(played.traces):
        seat = trace.get("seat")
        for seq, at in trace.get("acted", []):
            change = sent.get(int(seq) + 1)
            if change is None or change[1] != seat:
                continue                     # refused, or overtaken: not this decision
            to_others += [(table[int(seq) + 1] - float(at)) * 1000.0
                          for j, table in enumerate(shown) if j != k and int(seq) + 1 in table]
    return to_table, to_others


def _pct(values: list[float], q: float) -> float | None:
    if not values:
        return None
    ordered = sorted(values)
    return round(ordered[min(len(ordered) - 1, int(q * len(ordered)))], 1)


def summary(games: list[Played], seconds: float) -> dict[str, Any]:
    """The figures of ``games`` (see the module)."""
    to_table: list[float] = []
    to_others: list[float] = []
    in_play: list[float] = []
    for played in games:
        a, b = latencies(played)
        to_table += a
        to_others += b
        in_play += latencies(played, OPENING)[0]
    rss = [c["rss_mb"] for p in games for c in p.clients if isinstance(c.get("rss_mb"), (int, float))]
    host_p99 = [p.host["frame_ms_p99"] for p in games if isinstance(p.host.get("frame_ms_p99"), (int, float))]
    host_cpu = [p.host["frame_cpu_ms_p99"] for p in games
                if isinstance(p.host.get("frame_cpu_ms_p99"), (int, float))]
    client_p99 = [c["frame_ms_p99"] for p in games for c in p.clients
                  if isinstance(c.get("frame_ms_p99"), (int, float))]
    problems = [text for p in games for text in p.problems]
    return {
        "games": len(games),
        "finished": sum(1 for p in games if p.clients and all(c.get("finished") for c in p.clients)),
        "clients": sorted({len(p.remote) for p in games}),
        "desyncs": sum(p.desyncs for p in games),
        "updates_timed": len(to_table),
        "latency_ms_p50": _pct(to_table, 0.5), "latency_ms_p99": _pct(to_table, 0.99),
        "latency_ms_max": _pct(to_table, 1.0),
        "latency_ms_p99_in_play": _pct(in_play, 0.99),
        "act_ms_p50": _pct(to_others, 0.5), "act_ms_p99": _pct(to_others, 0.99),
        "client_rss_mb_max": max(rss, default=None),
        "host_rss_mb_max": max((p.host["rss_mb"] for p in games if p.host.get("rss_mb")), default=None),
        "host_frame_ms_p99": max(host_p99, default=None),
        "host_frame_ms_p99_median": _pct(host_p99, 0.5),
        "host_frame_cpu_ms_p99": max(host_cpu, default=None),
        "client_frame_ms_p99": max(client_p99, default=None),
        "problems": len(problems), "problem_samples": problems[:3],
        "seconds": round(seconds, 1),
    }


def netbench(game_ids: list[str], clients: list[int], games: int, seed: int, *,
             quick: bool = False, players: int | None = None, options: list[str] | None = None,
             folder: Path | None = None, progress: Any = None, host_first: bool = False) -> dict[str, Any]:
    """``games`` games, each game id and number of joined computers in turn (game
    ``k``: seed ``seed + k``); the figures (see the module). ``folder``: where the
    programs' player folders go (a temporary one by default, removed after)."""
    started = time.monotonic()
    played: list[Played] = []
    with tempfile.TemporaryDirectory(prefix="souris-netbench-") as temporary:
        base = folder or Path(temporary)
        for number in range(games):
            game_id = game_ids[number % len(game_ids)]
            count = clients[(number // len(game_ids)) % len(clients)]
            high = registry.descriptor(game_id).players[1]
            one = play_one(game_id, min(count, high), seed + number, base / f"game{number}",
                           quick=quick, players=players, options=options, host_first=host_first)
            played.append(one)
            if progress is not None:
                progress(number, one)
    result = summary(played, time.monotonic() - started)
    result.update(game=game_ids if len(game_ids) > 1 else game_ids[0], seed=seed, quick=quick,
                  host_first=host_first)
    return result
