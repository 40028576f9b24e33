"""Headless commands for testers, CI and benchmarks (DESIGN.md, "Headless commands").

    python -m game simulate <id> --players N --games K --seed S [--ai LEVEL] [--option k=v]
    python -m game strength <id> --players N --pair A,B --games G [--seed S] [--option k=v]
    python -m game bench <id> [--ai LEVEL] [--decisions N] [--seed S] [--players N] [--hint]
    python -m game replay FILE
    python -m game games
    python -m game records [--json] [--lang fr|en] [--bench N]
    python -m game host <id> --players N --remote SEATS --code CODE --port PORT --no-discovery
                        [--ai LEVEL] [--seed S] [--option k=v] [--standin] [--answer-seconds S]
    python -m game netbench <id>[,<id>...]|all --clients N[,N...] --games G [--seed S] [--quick]
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import Any

from .core import registry
from .core.agents import Agent, agents_for, play_out
from .core.protocol import CHANCE
from .core.safe_files import FileProblem, parse_yaml
from .core.save_file import MAX_SEED, load_save

MAX_ACTIONS = 100_000


def _parse_options(pairs: list[str]) -> dict[str, Any]:
    """``--option key=value`` pairs, each value read as YAML with the program's limits
    (core/safe_files.py's parse_yaml): a bad one ends with one line, never a traceback."""
    options: dict[str, Any] = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep:
            raise SystemExit(f"--option takes key=value, not {pair!r}")
        try:
            options[key] = parse_yaml(value, Path("--option"))
        except FileProblem as exc:
            raise SystemExit(f"error: --option {key}: {exc.problem}") from None
    return options


def simulate(game_id: str, players: int, games: int, seed: int, levels: list[str],
             options: dict[str, Any]) -> dict[str, Any]:
    """Play ``games`` complete games with computer players; a JSON-able summary. Each
    game has its own computer players (one per seat, as at the table): none enters a
    game with what it remembered of the one before."""
    seat_levels = [levels[i % len(levels)] for i in range(players)]
    agents_for(game_id, seat_levels)            # checks the levels before any game
    wins = [0.0] * players
    errors: list[str] = []
    lengths: list[int] = []
    # CPU time, the rules' own cost: on a busy machine the clock on the wall also counts
    # the time other programs had the processor
    started = time.process_time()
    for number in range(games):
        rng = random.Random(seed * 1_000_003 + number)
        state = registry.new_game(game_id, players, seed + number, options)
        agents = agents_for(game_id, seat_levels)
        try:
            play_out(state, agents, rng, MAX_ACTIONS)
        except Exception as exc:  # a rules error is what the simulator is for
            errors.append(f"game {number} (seed {seed + number}): {exc!r}\n"
                          + traceback.format_exc(limit=3))
            continue
        lengths.append(len(state.history))
        winners = state.winners()
        for w in winners:
            wins[w] += 1.0 / len(winners)
    elapsed = time.process_time() - started
    total_actions = sum(lengths)
    return {
        "game": game_id,
        "players": players,
        "games": games,
        "seed": seed,
        "ai": levels,
        "options": options,
        "errors": len(errors),
        "error_samples": errors[:3],
        "cpu_seconds": round(elapsed, 3),
        "games_per_second": round(games / elapsed, 1) if elapsed else None,
        "actions_per_second": round(total_actions / elapsed, 1) if elapsed else None,
        "mean_actions": round(total_actions / len(lengths), 1) if lengths else 0,
        "max_actions": max(lengths, default=0),
        "wins": [round(w, 2) for w in wins],
    }


def wilson(successes: float, trials: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval (95% with the default ``z``) of a rate ``successes`` of
    ``trials``: sound even near 0% and 100%, where the plain ``p ± z·se`` is not."""
    if trials <= 0:
        return 0.0, 1.0
    p = successes / trials
    denominator = 1.0 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denominator
    half = z * ((p * (1 - p) / trials + z * z / (4 * trials * trials)) ** 0.5) / denominator
    return max(0.0, centre - half), min(1.0, centre + half)


def strength(game_id: str, players: int, pair: list[str], games: int, seed: int,
             options: dict[str, Any]) -> dict[str, Any]:
    """How often the level ``pair[0]`` wins against ``players - 1`` computers of level
    ``pair[1]``. Game ``k`` (seed ``seed + k``) puts the first level in seat
    ``k % players`` (seats rotate, so each sits first as often as the others), and every
    game has fresh computer players. A game the first level wins alone is a win; one it
    shares with another seat, or that nobody wins (a turn limit), is a draw, counted
    apart; any other is a loss. The rate is wins over games, with its 95% interval
    (Wilson); a fair share is ``1 / players``."""
    if len(pair) != 2 or not all(pair):
        raise ValueError("--pair takes two levels, A,B: A plays against B in the other seats")
    first, other = pair
    agents_for(game_id, [first, other], yardsticks=True)     # checks the levels
    wins = draws = 0
    by_seat = [[0, 0] for _ in range(players)]       # [wins, games] of the first level
    errors: list[str] = []
    started = time.perf_counter()
    for number in range(games):
        seat = number % players
        levels = [first if s == seat else other for s in range(players)]
        rng = random.Random(seed * 1_000_003 + number)
        state = registry.new_game(game_id, players, seed + number, options)
        agents = agents_for(game_id, levels, yardsticks=True)
        try:
            play_out(state, agents, rng, MAX_ACTIONS)
        except Exception as exc:  # a rules or computer error is what this is for too
            errors.append(f"game {number} (seed {seed + number}): {exc!r}\n"
                          + traceback.format_exc(limit=3))
            continue
        winners = state.winners()
        by_seat[seat][1] += 1
        if winners == [seat]:
            wins += 1
            by_seat[seat][0] += 1
        elif seat in winners or not winners:
            draws += 1
    played = games - len(errors)
    low, high = wilson(wins, played)
    return {
        "game": game_id, "players": players, "pair": [first, other], "games": played,
        "seed": seed, "options": options, "wins": wins, "draws": draws,
        "losses": played - wins - draws,
        "win_rate": round(wins / played, 4) if played else None,
        "interval": [round(low, 4), round(high, 4)],
        "fair_share": round(1 / players, 4),
        "by_seat": [{"wins": w, "games": g} for w, g in by_seat],
        "errors": len(errors), "error_samples": errors[:3],
        "seconds": round(time.perf_counter() - started, 1),
    }


def strength_lines(result: dict[str, Any]) -> list[str]:
    """The strength result as a person reads it."""
    first, other = result["pair"]
    played = result["games"]
    options = " ".join(f"{k}={v}" for k, v in result["options"].items())
    lines = [f"{result['game']}, {result['players']} players{', ' + options if options else ''}: "
             f"{first} against {result['players'] - 1} x {other}, {played} games "
             f"(seeds {result['seed']}.., {first} in each seat in turn)"]
    if played:
        low, high = result["interval"]
        lines.append(f"{first} wins {result['wins']} of {played}: {100 * result['win_rate']:.1f}% "
                     f"(95% interval {100 * low:.1f}-{100 * high:.1f}%; a fair share is "
                     f"{100 * result['fair_share']:.1f}%)")
        lines.append(f"draws {result['draws']}, losses {result['losses']}")
        lines.append("by seat of " + first + ": " + ", ".join(
            f"{i + 1}: {s['wins']}/{s['games']}" for i, s in enumerate(result["by_seat"])))
    lines.append(f"{result['seconds']} s")
    if result["errors"]:
        lines.append(f"ERRORS in {result['errors']} games:")
        lines.extend(result["error_samples"])
    return lines


def _percentile(values: list[float], q: float) -> float | None:
    if not values:
        return None
    ordered = sorted(values)
    return round(ordered[min(len(ordered) - 1, int(q * len(ordered)))], 3)


def _timings(prefix: str, values: list[float]) -> dict[str, Any]:
    return {f"{prefix}decisions": len(values), f"{prefix}ms_p50": _percentile(values, 0.5),
            f"{prefix}ms_p95": _percentile(values, 0.95),
            f"{prefix}ms_max": round(max(values), 3) if values else None}


def bench(game_id: str, level: str, decisions: int, seed: int, players: int,
          options: dict[str, Any]) -> dict[str, Any]:
    """Time the computer's choice (the game's ``ai.choose``, from the seat's observation)
    on ``decisions`` decisions met in real games between players of ``level``. A game's
    descriptor may offer ``bench_positions(state)``: extra positions made from a real one
    through the rules (Drôle de fromage: the first step of a 6-step and of a 4-step move
    from every position where a die is about to be rolled), timed apart by label, each by
    a computer player that has never played (no memory). ``ms_*`` are the clock's
    milliseconds (what a family waits), ``cpu_ms_*`` the processor's alone (the same
    on an idle machine; on a busy one, the thinking's own cost)."""
    info = registry.descriptor(game_id)
    agent = Agent(game_id, level)           # checks the level
    times: list[float] = []
    cpu_times: list[float] = []             # the processor's time alone (a busy machine)
    labelled: dict[str, list[float]] = {}
    rng = random.Random(seed)
    number = 0

    def timed(state: Any, player: Any) -> tuple[Any, float]:
        seat = state.current_player()
        obs, legal = state.observation(seat), state.legal_actions()
        started, cpu = time.perf_counter(), time.process_time()
        action = player.choose(obs, legal, rng)
        cpu_times.append((time.process_time() - cpu) * 1000.0)
        return action, (time.perf_counter() - started) * 1000.0

    while len(times) < decisions:
        state = registry.new_game(game_id, players, seed + number, options)
        seats = agents_for(game_id, [level] * players)
        number += 1
        while not state.is_terminal() and len(times) < decisions:
            if len(state.history) >= MAX_ACTIONS:
                raise RuntimeError(f"no end after {MAX_ACTIONS} actions")
            current = state.current_player()
            if current == CHANCE:
                for label, variant in info.bench_positions(state):
                    fresh = Agent(game_id, level, variant.current_player()).player
                    labelled.setdefault(label, []).append(timed(variant, fresh)[1])
                    cpu_times.pop()                 # only the game's own decisions count there
                state.apply(state.sample_chance(rng))
                continue
            if len(state.legal_actions()) == 1:
                state.apply(agent.choose(state, rng))
                continue
            action, ms = timed(state, seats[current].player)
            times.append(ms)
            state.apply(action)
    result: dict[str, Any] = {"game": game_id, "ai": level, "players": players, "seed": seed,
                              "games": number, **_timings("", times)}
    result["ms_mean"] = round(sum(times) / len(times), 3) if times else None
    result["cpu_ms_p50"] = _percentile(cpu_times, 0.5)
    result["cpu_ms_p95"] = _percentile(cpu_times, 0.95)
    for label, values in sorted(labelled.items()):
        result.update(_timings(f"{label}_", values))
    return result


def bench_hint(game_id: str, decisions: int, seed: int, players: int,
               options: dict[str, Any]) -> dict[str, Any]:
    """Time the hint (issue 19) as a table gets it, on ``decisions`` decisions met in
    real games between normal computers (each seat in turn is the person asking): the
    question (the seat's observation to JSON and back, as it travels to the thinking
    helper), the decision (a fresh normal computer that catches up with the game's
    history, as the hint's player does, then chooses with that decision's seed) and the
    words (the game's ``hint_reason``, in the language of the moment). ``ms_*``: the
    whole hint; ``decide_ms_*`` and ``reason_ms_*``: its parts."""
    from .core.agents import decision_seed
    from .core.seats import Seat
    info = registry.descriptor(game_id)
    seats = [Seat("", "orange", "human", "normal", p + 1) for p in range(players)]
    times: list[float] = []
    decide_times: list[float] = []
    reason_times: list[float] = []
    rng = random.Random(seed)
    number = 0
    while len(times) < decisions:
        state = registry.new_game(game_id, players, seed + number, options)
        agents = agents_for(game_id, ["normal"] * players)
        number += 1
        while not state.is_terminal() and len(times) < decisions:
            if len(state.history) >= MAX_ACTIONS:
                raise RuntimeError(f"no end after {MAX_ACTIONS} actions")
            seat = state.current_player()
            if seat == CHANCE:
                state.apply(state.sample_chance(rng))
                continue
            legal = state.legal_actions()
            if len(legal) > 1:
                started = time.perf_counter()
                obs = state.observation(seat)
                obs = type(obs).from_json(json.loads(json.dumps(obs.to_json())))
                notations = [str(a) for a in state.history]
                fresh = Agent(game_id, "normal", seat)
                fresh.catch_up_from(players, state.seed, dict(state.options), notations)
                action = fresh.decide(obs, legal, random.Random(decision_seed(state.seed, len(notations))))
                decided = time.perf_counter()
                info.hint_reason(obs, seat, action, seats)
                done = time.perf_counter()
                times.append((done - started) * 1000.0)
                decide_times.append((decided - started) * 1000.0)
                reason_times.append((done - decided) * 1000.0)
            state.apply(agents[seat].choose(state, rng))
    return {"game": game_id, "hint": True, "ai": "normal", "players": players, "seed": seed,
            "games": number, **_timings("", times), **_timings("decide_", decide_times),
            **_timings("reason_", reason_times)}


def replay(path: str) -> dict[str, Any]:
    try:
        save, state = load_save(Path(path))
    except FileProblem as exc:          # a damaged save, or its game's own files broken
        return {"file": path, "consistent": False, "problem": exc.problem}
    return {"file": path, "consistent": True, "game": save.game, "players": len(save.seats),
            "actions": len(save.actions), "finished": state.is_terminal(),
            "winners": state.winners()}


#: The most games a ``simulate`` runs (a night of the slowest game's hard computers).
MAX_GAMES = 100_000
#: The most decisions a ``bench`` times.
MAX_DECISIONS = 100_000


def _whole(low: int, high: int) -> Callable[[str], int]:
    """An argument's type: a whole number from ``low`` to ``high``, or argparse's error
    saying so (``--games -1`` reported a negative rate; issue 17)."""
    def whole(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"takes a whole number, not {text[:40]!r}") from None
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(f"takes a whole number from {low} to {high}, not "
                                             f"{text[:40]}")
        return value
    return whole


#: ``--seed``: what a save can hold (the seeds of a simulation's later games too).
_SEED = _whole(0, MAX_SEED - 1 - MAX_GAMES)


def main(argv: list[str] | None = None) -> int:
    games = registry.games()
    for listed in registry.list_problems():        # the games that were found go on
        print(f"warning: {listed}", file=sys.stderr)
    return _run(_parser(games).parse_args(argv))


def _parser(games: list[str]) -> argparse.ArgumentParser:
    """The command line: its commands and their options."""
    parser = argparse.ArgumentParser(prog="python -m game", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True)
    sim = sub.add_parser("simulate", help="play complete games with computer players")
    sim.add_argument("game", choices=games)
    sim.add_argument("--players", type=int, default=4)
    sim.add_argument("--games", type=_whole(1, MAX_GAMES), default=100)
    sim.add_argument("--seed", type=_SEED, default=1)
    sim.add_argument("--ai", default="normal",
                     help="computer level, or a comma list, one per seat (random, easy, normal, hard)")
    sim.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    ben = sub.add_parser("bench", help="time the computer's decisions on positions from real games")
    ben.add_argument("game", choices=games)
    ben.add_argument("--ai", default="normal", help="computer level (random, easy, normal, hard)")
    ben.add_argument("--decisions", type=_whole(1, MAX_DECISIONS), default=500)
    ben.add_argument("--seed", type=_SEED, default=1)
    ben.add_argument("--players", type=int, default=4)
    ben.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    ben.add_argument("--hint", action="store_true",
                     help="time the hint instead (question, normal computer's choice, words)")
    stg = sub.add_parser("strength", help="win rate of one level against another, with its "
                                          "95%% interval (seats rotating, fresh computers)")
    stg.add_argument("game", choices=games)
    stg.add_argument("--players", type=int, default=2)
    stg.add_argument("--pair", default="hard,normal", metavar="A,B",
                     help="level A in one seat, level B in every other seat")
    stg.add_argument("--games", type=int, default=200)
    stg.add_argument("--seed", type=int, default=1)
    stg.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    stg.add_argument("--json", action="store_true", help="print one JSON object instead")
    rep = sub.add_parser("replay", help="re-run a saved game and check it")
    rep.add_argument("file")
    sub.add_parser("games", help="list the registered games")
    rec = sub.add_parser("records", help="the family's players and the records of their games")
    rec.add_argument("--json", action="store_true", help="print one JSON object instead")
    rec.add_argument("--lang", choices=("fr", "en"),
                     help="the language of the words (default: the settings')")
    rec.add_argument("--bench", type=_whole(1, 200_000), metavar="N",
                     help="time the records of N generated games (never the family's)")
    hst = sub.add_parser("host", help="host a game for other computers, with no window "
                                      "(the seats not in --remote are computers)")
    hst.add_argument("game", choices=games)
    hst.add_argument("--players", type=_whole(1, 16), required=True)
    hst.add_argument("--remote", type=_seat_list, required=True, metavar="SEATS",
                     help="the seats played from other computers, counted from 0: 0,2")
    hst.add_argument("--code", type=_join_code, required=True, help="the join code (4 to 8 digits)")
    hst.add_argument("--port", type=_whole(0, 65535), required=True,
                     help="the port to listen on (0: a free one, printed when ready)")
    hst.add_argument("--no-discovery", action="store_true",
                     help="do not announce the game on the home network (always, in tests; "
                          "a game listening on 127.0.0.1 is never announced)")
    hst.add_argument("--listen", default="127.0.0.1", metavar="ADDRESS",
                     help="the address to listen on (default 127.0.0.1: this computer only; "
                          "0.0.0.0 for the home network)")
    hst.add_argument("--ai", default="normal", help="the computers' level")
    hst.add_argument("--seed", type=_SEED, default=None)
    hst.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    hst.add_argument("--standin", action="store_true",
                     help="a computer plays for a seat whose computer is away until it returns")
    hst.add_argument("--answer-seconds", type=_whole(1, 600), default=30,
                     help="how long an answer window waits for the people")
    hst.add_argument("--save", metavar="FILE",
                     help="keep the game in FILE after every action (continued with --resume)")
    hst.add_argument("--resume", metavar="FILE",
                     help="continue the game saved in FILE (the joined computers come back "
                          "with their tokens); it goes on being saved there")
    net = sub.add_parser("netbench", help="issue 20's numbers: a host and joined computers, each "
                                          "a real program, play whole games on 127.0.0.1")
    net.add_argument("game", help="a game, several (drole,gouda), or all")
    net.add_argument("--clients", default="2", metavar="N[,N...]",
                     help="joined computers (processes) per game, 1 to 6; a list: in turn")
    net.add_argument("--games", type=_whole(1, 10_000), default=1)
    net.add_argument("--seed", type=_SEED, default=1)
    net.add_argument("--players", type=_whole(2, 6), default=None,
                     help="seats per game (default: one more than the joined computers, "
                          "as the game allows)")
    net.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    net.add_argument("--quick", action="store_true",
                     help="no animations nor pauses (many games quickly; not for the figures)")
    net.add_argument("--host-first", action="store_true",
                     help="the joined programs at a lower priority (nice 10): the host's "
                          "frames as on a host whose joined computers are other machines")
    net.add_argument("--keep", metavar="FOLDER",
                     help="keep the programs' folders, outputs and traces there")
    return parser


def _seat_list(text: str) -> list[int]:
    """``--remote``: seats counted from 0, comma-separated, each once."""
    seats: list[int] = []
    for word in text.split(","):
        word = word.strip()
        if not word.isdigit() or int(word) > 15:
            raise argparse.ArgumentTypeError(f"takes seats counted from 0, like 0,2, not {text[:40]!r}")
        if int(word) in seats:
            raise argparse.ArgumentTypeError(f"names seat {word} twice")
        seats.append(int(word))
    return seats


def _join_code(text: str) -> str:
    if not (4 <= len(text) <= 8 and text.isascii() and text.isdigit()):
        raise argparse.ArgumentTypeError(f"takes 4 to 8 digits, not {text[:40]!r}")
    return text


def _host(args: argparse.Namespace) -> int:
    """``host``: a game hosted with no window; one JSON line when ready, one at the end."""
    import signal

    from .core.agents import levels
    from .net.hosting import host_headless
    low, high = registry.descriptor(args.game).players
    problems = []
    if not low <= args.players <= high:
        problems.append(f"--players: {args.game} is played by {low} to {high}")
    elif any(seat >= args.players for seat in args.remote):
        problems.append(f"--remote: the seats are 0 to {args.players - 1}")
    if args.ai not in ("random", *levels(args.game)):
        problems.append(f"--ai: {args.game} has the levels random, {', '.join(levels(args.game))}")
    if problems:
        print(f"python -m game host: error: {problems[0]}", file=sys.stderr)
        return 2
    try:
        session = _hosted_session(args)
    except (ValueError, FileProblem) as exc:
        print(f"python -m game host: error: {exc}", file=sys.stderr)
        return 2
    from .net import discovery
    if args.no_discovery:
        discovery.disable()
    stop = []
    signal.signal(signal.SIGTERM, lambda *_: stop.append(True))
    adverts: list[Any] = []

    def ready(hosting: Any) -> None:
        print(json.dumps({"ready": True, "port": hosting.port, "game": args.game}), flush=True)
        if discovery.enabled() and not _loopback(args.listen):
            # found by the other computers of the home network until the game starts
            import socket
            name = discovery.clean_name(socket.gethostname().split(".")[0]) or args.game
            adverts.append(discovery.Advertiser(hosting.port, args.game, name, len(args.remote)))

    def started(driver: Any) -> None:
        for advert in adverts:
            advert.close()
    try:
        hosting = host_headless(session, code=args.code, port=args.port, host=args.listen,
                                answer_seconds=float(args.answer_seconds), standin=args.standin,
                                ready=ready, started=started, should_stop=lambda: bool(stop))
    except OSError as exc:
        print(f"python -m game host: error: {exc}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return 130
    finally:
        started(None)
    session.flush()
    print(json.dumps(hosting.summary()), flush=True)
    return 0 if session.state.is_terminal() else 1


def _loopback(address: str) -> bool:
    """Whether ``address`` (``--listen``) is this computer only."""
    import ipaddress
    try:
        return ipaddress.ip_address(address).is_loopback
    except ValueError:
        return address == "localhost"


def _hosted_session(args: argparse.Namespace) -> Any:
    """The game ``host`` plays: a new one, or the one saved in ``--resume`` (whose
    game, players and remote seats must be those asked)."""
    from .net.hosting import headless_seats
    from .session import Session
    if args.resume:
        path = Path(args.resume)
        save, state = load_save(path)
        remote = sorted(k for k, seat in enumerate(save.seats) if seat.remote)
        if (save.game, len(save.seats), remote) != (args.game, args.players, sorted(args.remote)):
            raise ValueError(f"--resume: {path} holds {save.game} for {len(save.seats)} players, "
                             f"remote seats {','.join(map(str, remote)) or 'none'}")
        if state.is_terminal():
            raise ValueError(f"--resume: the game in {path} is over")
        return Session(state, save.seats, autosave=path, match=save.match, seconds=save.seconds)
    seats = headless_seats(args.game, args.players, set(args.remote), args.ai)
    session = Session.new(args.game, seats, seed=args.seed, options=_parse_options(args.option),
                          autosave=False)
    if args.save:
        session.autosave_path = Path(args.save)
        session.save()
    return session


def _run(args: argparse.Namespace) -> int:
    """Run the command ``args`` name; its exit status."""
    if args.command in ("simulate", "bench", "strength", "host"):
        problem = registry.problem(args.game)
        if problem is not None:
            print(f"error: {args.game} cannot be played: {problem}", file=sys.stderr)
            return 2
    if args.command == "simulate":
        try:
            result = simulate(args.game, args.players, args.games, args.seed,
                              args.ai.split(","), _parse_options(args.option))
        except ValueError as exc:
            print(f"error: {exc}", file=sys.stderr)
            return 2
        print(json.dumps(result))
        return 1 if result["errors"] else 0
    if args.command == "strength":
        try:
            result = strength(args.game, args.players, args.pair.split(","), args.games,
                              args.seed, _parse_options(args.option))
        except ValueError as exc:
            print(f"error: {exc}", file=sys.stderr)
            return 2
        print(json.dumps(result) if args.json else "\n".join(strength_lines(result)))
        return 1 if result["errors"] else 0
    if args.command == "bench":
        try:
            if args.hint:
                result = bench_hint(args.game, args.decisions, args.seed, args.players,
                                    _parse_options(args.option))
            else:
                result = bench(args.game, args.ai, args.decisions, args.seed, args.players,
                               _parse_options(args.option))
        except ValueError as exc:
            print(f"error: {exc}", file=sys.stderr)
            return 2
        print(json.dumps(result))
        return 0
    if args.command == "replay":
        result = replay(args.file)
        print(json.dumps(result))
        return 0 if result["consistent"] else 1
    if args.command == "games":
        print(json.dumps(registry.games()))
        return 0
    if args.command == "records":
        return _records(args)
    if args.command == "host":
        return _host(args)
    if args.command == "netbench":
        return _netbench(args)
    return 2


def _netbench(args: argparse.Namespace) -> int:
    """``netbench``: the figures of whole games between real programs (game/net/bench.py)."""
    from .net.bench import netbench
    games = registry.games()
    wanted = games if args.game == "all" else args.game.split(",")
    problems = [f"no game {g!r} (the games: {', '.join(games)})" for g in wanted if g not in games]
    problems += [f"{g} cannot be played: {registry.problem(g)}" for g in wanted
                 if g in games and registry.problem(g) is not None]
    try:
        clients = [int(n) for n in args.clients.split(",")]
    except ValueError:
        clients = []
    if not clients or not all(1 <= n <= 6 for n in clients):
        problems.append(f"--clients takes numbers from 1 to 6, not {args.clients[:40]!r}")
    if problems:
        print(f"python -m game netbench: error: {problems[0]}", file=sys.stderr)
        return 2
    folder = None
    if args.keep:
        folder = Path(args.keep)
        folder.mkdir(parents=True, exist_ok=True)

    def progress(number: int, played: Any) -> None:
        print(f"game {number + 1}/{args.games}: {played.game_id} seed {played.seed}, "
              f"{len(played.remote)} joined, desyncs {played.desyncs}, "
              f"problems {len(played.problems)}", file=sys.stderr, flush=True)
    try:
        result = netbench(wanted, clients, args.games, args.seed, quick=args.quick,
                          players=args.players, options=args.option, folder=folder,
                          progress=progress, host_first=args.host_first)
    except ValueError as exc:
        print(f"python -m game netbench: error: {exc}", file=sys.stderr)
        return 2
    print(json.dumps(result), flush=True)
    return 0 if not result["desyncs"] and not result["problems"] else 1


def _records(args: argparse.Namespace) -> int:
    """``records``: the family's players and records in the settings' language."""
    from . import i18n, paths
    from .config import ConfigError, load_yaml
    from .family import report
    if args.bench:
        print(json.dumps(report.bench(args.bench)))
        return 0
    language = args.lang
    if language is None:                # the settings' language, the file left as it is
        try:
            language = load_yaml(paths.settings_file()).get("language")
        except ConfigError:
            language = None
        if language not in i18n.LANGUAGES:
            language = i18n.system_language()
    i18n.set_language(language)
    return report.run(args.json)
