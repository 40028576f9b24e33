"""Chaos de souris et de fromage's numbers (``config/chaos.yaml``) and kitchen (the level
it names, read by :mod:`.level`), read once, checked, and turned into the flat tables
the rules use: :func:`load_config` builds the frozen :class:`ChaosConfig` that
``GAME.config()`` holds (read once; a state keeps the one it was made with, and the
computers and views read it from there).

:class:`ChaosConfig` holds the checked numbers (``covers``, ``colours``, ``small_mice``,
``two_players``, ``turn_limit``, the ``memory_aid`` option's default and choices), the
kitchen (:class:`~.level.Kitchen`), what follows from them (``claim_size``, ``n_mice``,
``n_covers``, the pieces' ids) and two frozen objects worked out from them once:
``flat`` (:class:`Flat`: the kitchen as tables indexed by square number, with the
rules' searches' tables) and ``acts`` (:class:`Acts`: the one action object
of each kind and place that the legal lists hand out).

Squares are numbered ``y * size + x`` (row-major: ``a1`` is 0, ``b1`` 1, ``a2`` 12...);
every table of :class:`Flat` is indexed by those numbers, so that the rules never look a
name or a tuple up while a game is played. Directions are numbered 0 up, 1 down, 2 left,
3 right (:data:`DIRS`); ``flat.step[d][sq]`` is the square one step that way, -1 off the
board. The kitchen's side is the rule book's (:data:`.level.SIZE`, which the reader
checks), so the place numbers of :mod:`.places` (``HIDE``, ``UNDER``) are the code's.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ... import paths
from ...config import game_config
from ...core.protocol import Action, OptionSpec
from ...schema import Check, Flag, Level, ListOf, Option, Record, Whole, Word, read_config, whole
from .actions import (
    CATCH,
    CLAIM,
    END,
    LEAVE,
    PASS,
    TABLE,
    ChairTo,
    Lift,
    Move,
    Put,
    Tip,
)
from .level import Kitchen, read_kitchen, square_name

#: The player counts of the game (RULES.md 3: 2 to 4).
PLAYERS = (2, 4)

#: The four directions by number, their steps and opposites.
DIRS = ("up", "down", "left", "right")
DIR_INDEX = {d: i for i, d in enumerate(DIRS)}
DELTA = ((0, -1), (0, 1), (-1, 0), (1, 0))
#: The axis of a direction (0 vertical, 1 horizontal): a mouse passes under an upright
#: chair only along the axis of its back.
AXIS = (0, 0, 1, 1)
#: Mice ``m0``..``m3`` are the large ones (one in each hideout, by corner), the rest small.
N_LARGE = 4
HIDEOUT_IDS = ("H0", "H1", "H2", "H3")
#: A mouse's place after the squares (:mod:`.places`): the four hideouts, under the
#: table, and a last one that a cover on the table (-1) writes to; the tables a search
#: writes such places into are this much longer than the kitchen.
PAST_SQUARES = 6
#: A step's bit for a mouse: 1 up or down (directions 0 and 1), 2 left or right (2 and 3).
STEP_BIT = (1, 1, 2, 2)
OPPOSITE = (1, 0, 3, 2)


def _corner_pairs(value: Any) -> bool:
    """Two lists of two corners (0..3), together each corner once."""
    return (isinstance(value, list) and len(value) == 2
            and all(isinstance(pair, list) and len(pair) == 2 for pair in value)
            and all(whole(c, 0, 3) for pair in value for c in pair)
            and sorted(c for pair in value for c in pair) == [0, 1, 2, 3])


#: What each key of ``config/chaos.yaml`` must be.
SCHEMA = Record({
    "level": Level(),
    "covers": ListOf(Whole(1, 6), 1, 6),
    "colours": ListOf(Word(r"^[a-z][a-z_]{0,19}$"), 4, 4, distinct=True),
    "small_mice": Whole(1, 3),
    "two_players": Check(_corner_pairs, "two lists of two corners (0 to 3), each corner once, "
                                        "like [[0, 3], [1, 2]]"),
    "turn_limit": Whole(50, 2000),
    "options": Record({"memory_aid": Option(Flag())}),
})


class Shared:
    """A frozen object of the config is shared, never copied: a state's copy (and a
    session's deepcopy) refers to the very same one."""

    __slots__ = ()

    def __copy__(self) -> Any:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> Any:
        return self


Steps = tuple[tuple[tuple[int, int], ...], ...]


#: The tables :func:`.reach.mouse_reach` reads, together (:class:`Flat`'s ``m_next``,
#: ``m_last``, ``m_special``, ``special``, ``hole_at``, ``holes``, ``n_holes``,
#: ``direction_of``): one look-up and an unpacking at the top of each search. A plain
#: tuple, not a NamedTuple: Python unpacks an exact tuple without an iterator.
MouseTables = tuple[
    tuple[tuple[tuple[tuple[tuple[int, int, int], ...], ...], ...], ...],
    tuple[tuple[Steps, ...], ...],
    tuple[tuple[tuple[tuple[int, ...], ...], ...], ...],
    tuple[bool, ...], tuple[int, ...], tuple[int, ...], int, dict[int, int]]


@dataclass(frozen=True, slots=True, eq=False)
class Flat(Shared):
    """The kitchen as tables indexed by square number, and the tables the rules'
    searches (:mod:`.reach`, :mod:`.walks`, :mod:`.moves`) read, all worked out once
    from the kitchen (:meth:`of`). Compared by identity: there is one per config."""

    size: int
    n_squares: int
    sq_names: tuple[str, ...]
    sq_index: dict[str, int]
    #: ``step[d][sq]``: the square one step from ``sq`` in direction ``d``, -1 off the board.
    step: tuple[tuple[int, ...], ...]
    #: ``hideout_at[sq]``: the corner of the hideout the square is in, -1 elsewhere.
    hideout_at: tuple[int, ...]
    table_squares: frozenset[int]
    is_table: tuple[bool, ...]
    #: Floor: neither a hideout nor the table.
    is_floor: tuple[bool, ...]
    floor: tuple[int, ...]
    #: ``floor_pos[sq]``: the square's place in :attr:`floor`, -1 off the floor.
    floor_pos: tuple[int, ...]
    ring: tuple[int, ...]
    #: ``under_table_from[sq]``: the direction from a ring square orthogonally beside the
    #: table into it (a mouse's last step under the table), -1 elsewhere.
    under_table_from: tuple[int, ...]
    #: Floor-square steps: ``floor_steps[sq]`` = ((direction, square), ...) onto floor
    #: squares, in direction order (also where a chair on ``sq`` may be tipped).
    floor_steps: Steps
    #: The same with each step's axis instead of its direction: ((axis, square), ...).
    floor_axes: Steps
    #: ``along[axis][sq]``: the steps of :attr:`floor_axes` along ``axis`` only (leaving a chair).
    along: tuple[Steps, ...]
    #: Steps a cat may take onto: floor and table squares (never a hideout).
    cat_steps: tuple[tuple[int, ...], ...]
    #: ``entry[sq]``: ((direction, corner), ...) the hideout walls a mouse on ``sq`` may jump.
    entry: Steps
    holes: tuple[int, ...]
    hole_ids: tuple[str, ...]
    hole_at: tuple[int, ...]
    #: each hole's square's name by the hole's id, as observations show it
    hole_squares: dict[str, str]
    #: ``(square, back direction, cat)`` of each chair as the game starts
    chair_starts: tuple[tuple[int, int, bool], ...]
    n_chairs: int
    chair_ids: tuple[str, ...]
    #: The cats sit on the chairs whose level says so, in chair order (``k0`` on the first).
    cat_starts: tuple[int, ...]
    n_cats: int
    cat_ids: tuple[str, ...]
    # :class:`~.moves.ChaosMoves`' tables of an empty kitchen ----------------------------
    #: ``mouse_codes`` on an empty kitchen (floor 3, the rest 0), and a place for each of
    #: the hideouts, under the table and the table (-1, the last), which it writes to and
    #: cuts off
    floor_code_padded: tuple[int, ...]
    #: ``cat_openings`` on an empty kitchen, and the same places after it
    cat_open_padded: tuple[int, ...]
    #: A cover's ``cover_openings`` on an empty kitchen: floor 3, the rest 0.
    floor_open: tuple[int, ...]
    #: The table is one thing a cat jumps as one square (thing 0 of ``cat_things``), and
    #: the squares a cat steps off it onto.
    table_thing: tuple[int, ...]
    table_exits: tuple[int, ...]
    #: ``cat_things`` with no chair tipped (the rules' searches only read it)
    table_only: tuple[list[int], list[tuple[int, ...]]]
    # :mod:`.reach`'s tables -----------------------------------------------------------
    n_holes: int
    #: Directions between squares beside each other, by ``to - from``.
    direction_of: dict[int, int]
    #: ``m_next[code][came][sq]``: the floor steps ``(bit, direction, square)`` from ``sq``
    #: a square of ``code`` lets a mouse take, in direction order, but back the way it
    #: ``came`` (4: from nowhere); ``m_last`` the same as (bit, square).
    m_next: tuple[tuple[tuple[tuple[tuple[int, int, int], ...], ...], ...], ...]
    m_last: tuple[tuple[Steps, ...], ...]
    #: Squares from which a mouse's last step may also go into a hideout or under the table.
    special: tuple[bool, ...]
    #: ``m_special[from_table][code][sq]``: the places a mouse's last step from ``sq`` (a
    #: square of ``code``) may reach besides squares, in the plain walk's order: the
    #: hideouts' walls, then under the table (not for a mouse that left from under it).
    m_special: tuple[tuple[tuple[tuple[int, ...], ...], ...], ...]
    #: ``c_next[came][sq]``: the steps ``(direction, square)`` of :attr:`cat_steps` from
    #: ``sq``, but back the way the cat ``came`` (4: from nowhere); ``c_last`` the squares.
    c_next: tuple[Steps, ...]
    c_last: tuple[tuple[tuple[int, ...], ...], ...]
    #: ``f_steps[sq]``: the floor squares beside ``sq`` (:attr:`floor_steps`).
    f_steps: tuple[tuple[int, ...], ...]
    #: The table's squares, and the squares a cat steps to from each square, the table
    #: counted as one thing: a table square leads to every square round the table (and
    #: the table's squares are one place: they are joined at no cost), so that "a step
    #: apart" goes both ways.
    table: tuple[int, ...]
    cat_near: tuple[tuple[int, ...], ...]
    #: :attr:`m_next`, :attr:`m_last`, :attr:`m_special`, :attr:`special`, :attr:`hole_at`,
    #: :attr:`holes`, :attr:`n_holes`, :attr:`direction_of` together
    mouse_tables: MouseTables
    #: :attr:`cat_steps`, :attr:`c_next`, :attr:`c_last` together
    cat_tables: tuple[tuple[tuple[int, ...], ...], tuple[Steps, ...], tuple[tuple[tuple[int, ...], ...], ...]]
    #: :mod:`.reach`'s memory of the fewest steps to each place (worked out when first asked)
    mouse_dist: dict[int, tuple[int, ...]]
    cat_dist: dict[int, tuple[int, ...]]

    def sq(self, square: tuple[int, int]) -> int:
        """The number of square ``(x, y)``."""
        return square[1] * self.size + square[0]

    @classmethod
    def of(cls, kitchen: Kitchen) -> Flat:
        """The tables of ``kitchen`` (see the class's fields). Long on purpose: one
        table after another, each a few lines worked out from the same size, indexes
        and names, in the order of the fields; cut up, each part would take them all."""
        size = kitchen.size
        n = size * size
        hide, under = n, n + 4                        # :mod:`.places`' HIDE and UNDER

        def index(square: tuple[int, int]) -> int:
            return square[1] * size + square[0]

        sq_names = tuple(square_name((i % size, i // size)) for i in range(n))
        step = tuple(
            tuple(((i // size + dy) * size + i % size + dx)
                  if 0 <= i % size + dx < size and 0 <= i // size + dy < size else -1
                  for i in range(n))
            for dx, dy in DELTA)
        hideout_at = tuple(kitchen.hideout_at.get((i % size, i // size), -1) for i in range(n))
        table_squares = frozenset(index(sq) for sq in kitchen.table)
        is_table = tuple(i in table_squares for i in range(n))
        is_floor = tuple(hideout_at[i] < 0 and not is_table[i] for i in range(n))
        floor = tuple(i for i in range(n) if is_floor[i])
        ring = tuple(index(sq) for sq in kitchen.ring)
        under_table_from = tuple(
            next((d for d in range(4) if step[d][i] >= 0 and is_table[step[d][i]]), -1)
            if i in ring else -1 for i in range(n))
        floor_steps = tuple(
            tuple((d, step[d][i]) for d in range(4) if step[d][i] >= 0 and is_floor[step[d][i]])
            for i in range(n))
        floor_axes = tuple(tuple((AXIS[d], t) for d, t in steps) for steps in floor_steps)
        along = tuple(tuple(tuple((a, t) for a, t in steps if a == axis) for steps in floor_axes)
                      for axis in (0, 1))
        cat_steps = tuple(
            tuple(step[d][i] for d in range(4) if step[d][i] >= 0 and hideout_at[step[d][i]] < 0)
            for i in range(n))
        entry = tuple(
            tuple((d, hideout_at[step[d][i]]) for d in range(4)
                  if step[d][i] >= 0 and hideout_at[step[d][i]] >= 0)
            if is_floor[i] else () for i in range(n))
        holes = tuple(index(h.square) for h in kitchen.holes)
        hole_ids = tuple(h.id for h in kitchen.holes)
        chair_starts = tuple((index(c.square), DIR_INDEX[c.back], c.cat) for c in kitchen.chairs)
        cat_starts = tuple(sq for sq, _, cat in chair_starts if cat)
        # moves' empty kitchen
        floor_code = tuple(3 if is_floor[s] else 0 for s in range(n))
        table_thing = tuple(0 if is_table[s] else -1 for s in range(n))
        table_exits = tuple(dict.fromkeys(t for sq in sorted(table_squares) for t in cat_steps[sq]
                                          if not is_table[t]))
        # reach's searches
        special = tuple(bool(entry[s]) or under_table_from[s] >= 0 for s in range(n))

        def m_next_of(code: int, came: int, sq: int) -> tuple[tuple[int, int, int], ...]:
            return tuple((STEP_BIT[d], d, t) for d, t in floor_steps[sq]
                         if STEP_BIT[d] & code and (came == 4 or d != OPPOSITE[came]))

        def specials(sq: int, code: int, from_table: bool) -> tuple[int, ...]:
            out: list[int] = []
            for d, corner in entry[sq]:
                if STEP_BIT[d] & code and hide + corner not in out:
                    out.append(hide + corner)
            d = under_table_from[sq]
            if d >= 0 and not from_table and STEP_BIT[d] & code:
                out.append(under)
            return tuple(out)

        def c_next_of(came: int, sq: int) -> tuple[tuple[int, int], ...]:
            return tuple((d, step[d][sq]) for d in range(4)
                         if step[d][sq] in cat_steps[sq] and (came == 4 or d != OPPOSITE[came]))

        m_next = tuple(tuple(tuple(m_next_of(code, came, sq) for sq in range(n)) for came in range(5))
                       for code in range(4))
        m_last = tuple(tuple(tuple(tuple((bit, t) for bit, _, t in steps) for steps in by_came)
                             for by_came in by_code) for by_code in m_next)
        m_special = tuple(tuple(tuple(specials(s, code, from_table) for s in range(n))
                                for code in range(4)) for from_table in (False, True))
        c_next = tuple(tuple(c_next_of(came, sq) for sq in range(n)) for came in range(5))
        c_last = tuple(tuple(tuple(t for _, t in steps) for steps in by_came) for by_came in c_next)
        direction_of = {-size: 0, size: 1, -1: 2, 1: 3}
        hole_at = tuple(holes.index(i) if i in holes else -1 for i in range(n))
        table = tuple(s for s in range(n) if is_table[s])
        return cls(
            size=size, n_squares=n, sq_names=sq_names,
            sq_index={name: i for i, name in enumerate(sq_names)}, step=step,
            hideout_at=hideout_at, table_squares=table_squares, is_table=is_table,
            is_floor=is_floor, floor=floor,
            floor_pos=tuple(floor.index(s) if is_floor[s] else -1 for s in range(n)),
            ring=ring, under_table_from=under_table_from, floor_steps=floor_steps,
            floor_axes=floor_axes, along=along, cat_steps=cat_steps, entry=entry,
            holes=holes, hole_ids=hole_ids,
            hole_at=hole_at,
            hole_squares={hole_ids[o]: sq_names[sq] for o, sq in enumerate(holes)},
            chair_starts=chair_starts, n_chairs=len(chair_starts),
            chair_ids=tuple(f"h{i}" for i in range(len(chair_starts))),
            cat_starts=cat_starts, n_cats=len(cat_starts),
            cat_ids=tuple(f"k{i}" for i in range(len(cat_starts))),
            floor_code_padded=floor_code + (0,) * PAST_SQUARES,
            cat_open_padded=(3,) * n + (0,) * PAST_SQUARES,
            floor_open=floor_code, table_thing=table_thing, table_exits=table_exits,
            table_only=(list(table_thing), [table_exits]),
            n_holes=len(holes), direction_of=direction_of,
            m_next=m_next, m_last=m_last, special=special, m_special=m_special,
            c_next=c_next, c_last=c_last,
            f_steps=tuple(tuple(t for _, t in steps) for steps in floor_steps),
            table=table,
            cat_near=tuple(
                tuple(dict.fromkeys(u for t in (table if is_table[s] else (s,)) for u in cat_steps[t]
                                    if not (is_table[u] and is_table[s])))
                for s in range(n)),
            mouse_tables=(m_next, m_last, m_special, special, hole_at, holes, len(holes), direction_of),
            cat_tables=(cat_steps, c_next, c_last),
            mouse_dist={}, cat_dist={})


# ------------------------------------------------- the one action object of each kind
@dataclass(frozen=True, slots=True, eq=False)
class Acts(Shared):
    """The pieces' numbers by name and the one action object of each kind and place, for
    one config (:meth:`of`; ``config.acts``)."""

    mouse_index: dict[str, int]
    cover_index: dict[str, int]
    cat_index: dict[str, int]
    chair_index: dict[str, int]
    lifts: tuple[Lift, ...]
    #: ``puts[cover][square]``, ``mouse_moves[mouse][place]``, ``cat_moves[cat][square]``,
    #: ``chair_moves[chair][square]``, ``tips[chair][direction]``. The inner ones that the
    #: legal list maps squares through (``map(puts[c].__getitem__, ...)``) are lists: a
    #: list's ``__getitem__`` is a quick built-in method, a tuple's a slot wrapper.
    puts: tuple[list[Put], ...]
    mouse_moves: tuple[tuple[Move, ...], ...]
    cat_moves: tuple[tuple[Move, ...], ...]
    chair_moves: tuple[list[ChairTo], ...]
    #: each chair's moves to every floor square, in the order of ``flat.floor`` (filtered
    #: by :meth:`~.moves.ChaosMoves._taken_floor`)
    chair_floor_moves: tuple[tuple[ChairTo, ...], ...]
    tips: tuple[tuple[Tip, ...], ...]
    #: every action the rules can offer, by its notation: parsing what ``str`` wrote is a
    #: look-up (and gives the very object the legal list holds)
    written: dict[str, Action]

    @classmethod
    def of(cls, flat: Flat, mouse_ids: tuple[str, ...], cover_ids: tuple[str, ...]) -> Acts:
        squares = range(flat.n_squares)
        names = flat.sq_names
        lifts = tuple(Lift(c) for c in cover_ids)
        puts = tuple([Put(c, names[s]) for s in squares] for c in cover_ids)
        # a mouse's places as :func:`.places.place_name` writes them: the squares, the
        # hideouts, under the table
        places = (*names, *HIDEOUT_IDS, TABLE)
        mouse_moves = tuple(tuple(Move(m, place) for place in places) for m in mouse_ids)
        cat_moves = tuple(tuple(Move(k, names[s]) for s in squares) for k in flat.cat_ids)
        chair_moves = tuple([ChairTo(h, names[s]) for s in squares] for h in flat.chair_ids)
        tips = tuple(tuple(Tip(h, d) for d in DIRS) for h in flat.chair_ids)
        written: dict[str, Action] = {
            str(a): a for group in (lifts, *puts, *mouse_moves, *cat_moves, *chair_moves, *tips,
                                    (END, CLAIM, PASS, CATCH, LEAVE)) for a in group}
        return cls(
            mouse_index={m: i for i, m in enumerate(mouse_ids)},
            cover_index={c: i for i, c in enumerate(cover_ids)},
            cat_index={k: i for i, k in enumerate(flat.cat_ids)},
            chair_index={h: i for i, h in enumerate(flat.chair_ids)},
            lifts=lifts, puts=puts, mouse_moves=mouse_moves, cat_moves=cat_moves,
            chair_moves=chair_moves,
            chair_floor_moves=tuple(tuple(moves[s] for s in flat.floor) for moves in chair_moves),
            tips=tips, written=written)


@dataclass(frozen=True, slots=True, eq=False)
class ChaosConfig(Shared):
    """Chaos's numbers and kitchen, checked, and what follows from them (the module's
    docstring). Compared by identity: ``GAME.config()`` holds the one of the files."""

    covers: tuple[int, ...]
    colours: tuple[str, ...]
    small_mice: int
    #: the hideouts (corners) of seat 0 and of seat 1 in a 2-player game
    two_players: tuple[tuple[int, int], tuple[int, int]]
    turn_limit: int
    #: the ``memory_aid`` option: its default and its choices
    memory_aid: tuple[Any, tuple[Any, ...]]
    kitchen: Kitchen
    colour_index: dict[str, int]
    #: Mice a hideout needs before it is claimed (RULES.md 3: four, one large and three small).
    claim_size: int
    n_covers: int
    n_mice: int
    mouse_ids: tuple[str, ...]
    cover_ids: tuple[str, ...]
    flat: Flat
    acts: Acts

    @property
    def option_specs(self) -> tuple[OptionSpec, ...]:
        """The table's options (``memory_aid``: its default and choices)."""
        return (OptionSpec("memory_aid", *self.memory_aid),)

    def hideouts_of(self, players: int) -> tuple[tuple[int, ...], ...]:
        """Each seat's hideouts (corners), in the order its claim turns them over."""
        if players == 2:
            return (tuple(self.two_players[0]), tuple(self.two_players[1]))
        return tuple((seat,) for seat in range(players))

    def owners(self, players: int) -> tuple[int, ...]:
        """The seat owning each hideout (by corner), -1 for the free one (3 players)."""
        out = [-1] * 4
        for seat, hs in enumerate(self.hideouts_of(players)):
            for h in hs:
                out[h] = seat
        return tuple(out)


def load_config() -> ChaosConfig:
    """The numbers of ``config/chaos.yaml``, each checked for its type and range, or a
    ConfigError naming the file and the key (the registry then closes this game only);
    the level's problems are LevelErrors naming the level file and the object.

    - ``level``: the name of a Tiled file (``.tmx``) in ``levels/``, no folder;
    - ``covers``: 1 to 6 covers, each number a whole number from 1 to 6 (the box:
      1, 2, 3, 3, 4, 4);
    - ``colours``: exactly 4 different ids (lowercase words), the colours of the mice and
      of the cards, in the order the texts and the view list them;
    - ``small_mice``: small mice of each colour, 1 to 3 (four colours on the 12 start
      squares); a hideout is claimed with ``small_mice + 1`` mice (the book: four);
    - ``two_players``: two lists of two corners (0..3), together each corner once: the
      hideouts of seat 0 and of seat 1 in a 2-player game;
    - ``turn_limit``: 50 to 2000 turns, then the game is a declared draw;
    - ``options.memory_aid``: a real YAML boolean default and its choices.
    """
    data = read_config(SCHEMA, game_config("chaos"), paths.CONFIG / "chaos.yaml")
    kitchen = read_kitchen(data["level"])
    flat = Flat.of(kitchen)
    covers, colours, small_mice = tuple(data["covers"]), tuple(data["colours"]), data["small_mice"]
    n_mice = 4 * (small_mice + 1)
    mouse_ids = tuple(f"m{i}" for i in range(n_mice))
    cover_ids = tuple(f"c{i}" for i in range(len(covers)))
    pairs = data["two_players"]
    return ChaosConfig(
        covers=covers, colours=colours, small_mice=small_mice,
        two_players=((pairs[0][0], pairs[0][1]), (pairs[1][0], pairs[1][1])),
        turn_limit=data["turn_limit"], memory_aid=data["options"]["memory_aid"],
        kitchen=kitchen, colour_index={c: i for i, c in enumerate(colours)},
        claim_size=small_mice + 1, n_covers=len(covers), n_mice=n_mice,
        mouse_ids=mouse_ids, cover_ids=cover_ids, flat=flat,
        acts=Acts.of(flat, mouse_ids, cover_ids))
