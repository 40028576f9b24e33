"""The way in: :func:`open_start` puts the title screen on the stack and, for a look
(``main.py --scene NAME --screenshot ...``), opens one shared scene over it, fed with
real data: a real setup screen, a real game in progress under the pause menu, a game
played to its end by computer players under the results."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING

from ..core import registry
from ..core.agents import agents_for, step
from ..core.seats import Seat
from ..view import palette
from .manager import Host, Scene

if TYPE_CHECKING:
    from ..session import Session

SCENES = ("title", "setup", "settings", "rules", "pause", "results", "pass", "family", "records",
          "waiting")


# -------------------------------------------------------------------- demo data
def demo_seats(game_id: str) -> list[Seat]:
    """Seats as the setup screen makes them by default: a person, then computers."""
    low, high = registry.descriptor(game_id).players
    count = max(low, min(high, 3))
    colours = palette.seat_colours(registry.descriptor(game_id).seat_colours)
    levels = registry.levels(game_id)
    seats = [Seat("", colours[0], "human", levels[0], 1)]
    for i in range(1, count):
        seats.append(Seat("", colours[i], "cpu", levels[i % len(levels)], i + 1))
    return seats


def play_out(session: Session, limit: int, seed: int,
             until: Callable[[], bool] | None = None, *, quick: bool = False) -> None:
    """Computer players (at the seats' levels) play ``session`` on, up to ``limit``
    actions or until ``until()``. ``quick``: the game's first (quickest) level plays
    every seat, for a game only its end is shown of (a hard drôle player thinks a
    second and more over a whole game; the results look the same)."""
    levels = ([registry.levels(session.game_id)[0]] * len(session.seats) if quick
              else [seat.level for seat in session.seats])
    agents = agents_for(session.game_id, levels)
    rng = random.Random(seed)
    while not session.state.is_terminal() and len(session.state.history) < limit:
        if until is not None and until():
            return
        session.apply(step(session.state, agents, rng))


def demo_session(game_id: str, *, finish: bool, moves: int = 12, seed: int = 7) -> Session:
    """A real game of ``game_id``: ``moves`` actions in, then on to where a person
    decides (as a paused game usually is), or played to its end."""
    from ..session import Session
    session = Session.new(game_id, demo_seats(game_id), seed=seed, autosave=False)
    if finish:
        play_out(session, 100_000, seed, quick=True)
    else:
        play_out(session, moves, seed)
        play_out(session, moves + 200, seed + 1, until=session.is_human_turn)
    return session


def demo_match_session(game_id: str, done: int, planned: int, seed: int = 7) -> Session:
    """Game ``done`` of a match of ``planned`` games, played to its end by computer
    players (the games before it too), for a look at the results' match table."""
    from ..core.match import Match
    from ..session import Session
    match = Match.new(game_id, demo_seats(game_id), planned)
    session = None
    for number in range(1, done + 1):
        session = Session.new(game_id, match.seats(), seed=seed + number, autosave=False, match=match)
        play_out(session, 100_000, seed + number, quick=True)
        played = session.match_state()
        assert played is not None
        match = played
        if number < done:
            match.start_next()
    assert session is not None
    return session


def start_demo_game(app: Host, session: Session, *,
                    until: Callable[[], bool] | None = None) -> Scene:
    """Open the game scene of ``session`` and let it play its opening animations (or
    until ``until()``), as it would have before anyone paused."""
    scene = app.start_game(session)
    for step_ in range(400):                  # at most 20 seconds of the table's time
        if app.scenes.top is not scene or (until is not None and until()):
            break
        if not scene.update(0.05) and until is None and step_ > 40:
            break
    return scene


# ------------------------------------------------------------------------- entry
def open_start(app: Host, scene_name: str | None = None, game_id: str | None = None,
               match: tuple[int, int] | None = None) -> None:
    """Open the title screen (or, with ``game_id`` and no scene, nothing: the game
    opens at once); with ``scene_name``, also open that shared scene (``results`` with
    ``match=(done, planned)``: after game ``done`` of a match)."""
    from .passdevice import PassDeviceScene
    from .pause import PauseScene
    from .results import ResultsScene
    from .rules import RulesScene
    from .settings import SettingsScene
    from .setup import SetupScene
    from .title import TitleScene

    if scene_name and scene_name not in SCENES:
        raise SystemExit(f"--scene takes one of {', '.join(SCENES)}, not {scene_name!r}")
    if game_id and not scene_name:
        return                                # the game opens at once; the title is made when left for
    app.scenes.push(TitleScene(app))
    if not scene_name or scene_name == "title":
        return
    games = registry.games()
    game_id = game_id or games[0]
    if scene_name not in ("settings", "rules", "family", "records") and registry.problem(game_id) is not None:
        return              # a broken game: its card on the title says what is wrong
    if scene_name == "setup":
        app.scenes.push(SetupScene(app, game_id))
    elif scene_name == "waiting":                  # issue 20: the host waits for the others
        waiting_preview(app, game_id)
    elif scene_name == "settings":
        app.scenes.push(SettingsScene(app))
    elif scene_name == "family":
        from .family import FamilyScene
        app.scenes.push(FamilyScene(app))
    elif scene_name == "records":
        from .records import RecordsScene
        app.scenes.push(RecordsScene(app))
    elif scene_name == "rules":
        app.scenes.push(RulesScene(app, game_id))
    elif scene_name == "pause":
        scene = start_demo_game(app, demo_session(game_id, finish=False))
        app.scenes.push(PauseScene(app, scene, game_id))
    elif scene_name == "results":
        if match is not None:
            session = demo_match_session(game_id, *match)
        else:
            session = demo_session(game_id, finish=True)
        start_demo_game(app, session, until=lambda: app.scenes.find(ResultsScene) is not None)
        if app.scenes.find(ResultsScene) is None:
            app.scenes.push(ResultsScene(app, session))
    elif scene_name == "pass":
        session = demo_session(game_id, finish=False)
        start_demo_game(app, session)
        seat = session.seats[0]
        app.scenes.push(PassDeviceScene(app, seat.name, seat.colour, lambda: None,
                                        on_back=lambda: None))


def waiting_preview(app: Host, game_id: str) -> Scene:
    """A look at the screen (``main.py --scene waiting``): the setup screen with two
    people on their own screens, one of them already there, and the waiting screen over
    it (its lobby hosts nothing)."""
    from .hosted import HostPlan
    from .setup import SetupScene
    from .waiting import PreviewLobby, PreviewSeat, WaitingScene
    setup = SetupScene(app, game_id)
    app.scenes.push(setup)
    setup.set_count(max(3, setup.cls.min_players))
    for i in (1, 2):
        if setup.drafts[i].kind != "human":
            setup.toggle_kind(i)
        setup.toggle_remote(i)
    first = setup.first_player()
    plan = HostPlan(game_id, setup.seats(first), dict(setup.setup.options), None,
                    setup.remote_seats(first))
    lobby = PreviewLobby(remote=[PreviewSeat(seat, plan.seats[seat].name) for seat in plan.remote])
    lobby.join(plan.remote[0], "Mamie")
    scene = WaitingScene(app, plan, lobby, lambda: None)
    app.scenes.push(scene)
    return scene
