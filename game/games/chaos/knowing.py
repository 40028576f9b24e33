"""Chaos de souris et de fromage: whose turn it is, who has won, and what each seat
knows (``observation``): the layer of the state over :class:`.play.ChaosPlay` that
reads the position for the table and the computers, and changes nothing.

What is secret and what is open is the project's reading of the rule book (RULES.md,
Chaos): each seat's colour card(s), and what a seat saw under a cover, are its own;
where every piece stands, who looked at what, and what a claim turns over are everybody's.
"""
from __future__ import annotations

from ...core.protocol import TERMINAL, Action
from .actions import (
    TABLE,
    Claim,
    Lift,
    Move,
    Put,
)
from .conf import DIRS, HIDEOUT_IDS, N_LARGE
from .observation import (
    ChaosCat,
    ChaosCatch,
    ChaosChair,
    ChaosClaim,
    ChaosCover,
    ChaosHideout,
    ChaosLooked,
    ChaosMouse,
    ChaosObservation,
    ChaosSeen,
    cat_of,
    chair_of,
    cover_of,
    hideout_of,
    mouse_of,
)
from .places import (
    ASK,
    CATCH_PHASE,
    CHAIR,
    HIDE,
    MOVE,
    OVER,
    PLACE,
    place_name,
)
from .play import ChaosPlay


class ChaosKnowing(ChaosPlay):
    """The turn's queries and the observations of the state (see the module's docstring)."""

    def current_player(self) -> int:
        phase = self.phase
        if phase == OVER:
            return TERMINAL
        if phase == ASK:
            return self.ask[0]
        return self.turn

    def is_terminal(self) -> bool:
        return self.phase == OVER

    def turn_owner(self) -> int:
        return TERMINAL if self.phase == OVER else self.turn

    def answering(self) -> bool:
        """A seat given a mouse by a wrong claim is asked whether it claims, out of turn."""
        return self.phase == ASK and self.ask[0] != self.turn

    def in_window(self) -> bool:
        """A seat is being asked whether it claims (maybe the turn owner itself)."""
        return self.phase == ASK

    def window_seats(self) -> list[int]:
        return list(self.ask) if self.phase == ASK else []

    # results -----------------------------------------------------------------------------------
    def scores(self) -> list[float]:
        """1 for the winner once the game is over, 0 for the others (a draw: all 0)."""
        return [1.0 if p in self.result else 0.0 for p in range(self.num_players)]

    def winners(self) -> list[int]:
        return list(self.result)

    def rank_key(self, player: int) -> tuple:
        """Winners first; then the mice of one's colour in one's hideout(s), once the game
        is over (hidden before: all equal)."""
        if self.phase != OVER:
            return (False, 0)
        right = sum(1 for h in self.hideouts_of[player] for m in self.hideout[h]
                    if self.colour[m] == self.hcolour[h])
        return (player in self.result, right)

    def is_reveal(self, action: Action) -> bool:
        """A lift (a number, maybe a colour), a cover put on a mouse (its colour), a claim
        and a mouse into the free hideout (colours turned over) show something new: undo
        stops there."""
        if type(action) is Lift or type(action) is Claim:
            return True
        if type(action) is Put:
            to = self.config.flat.sq_index.get(action.to, -1)
            return to >= 0 and self.mouse_at[to] >= 0
        if type(action) is Move and self.free >= 0 and action.to == HIDEOUT_IDS[self.free]:
            m = self.config.acts.mouse_index.get(action.piece, -1)
            return m >= 0 and self._free_complete(m)
        return False

    # information ---------------------------------------------------------------------------------
    def knows_mouse(self, player: int | None, m: int) -> int | None:
        """The last turn ``player`` saw mouse ``m``'s colour (or it was shown to all)."""
        turn = self.public_mice.get(m)
        if player is not None and 0 <= player < self.num_players:
            mine = self.seen_mice[player].get(m)
            if mine is not None and (turn is None or mine > turn):
                turn = mine
        return turn

    def knows_hideout(self, player: int | None, h: int) -> bool:
        """Whether ``player`` knows the colour hideout ``h`` wants (own card, or shown)."""
        if h in self.public_hideouts:
            return True
        return player is not None and 0 <= player < self.num_players and self.owner[h] == player

    def observation(self, player: int | None) -> ChaosObservation:
        """The kitchen, open to all (where every piece is, which mice are covered, the
        chairs' backs and tips, whose turn and which phase, the covers tried this turn,
        who looked at what, every claim), plus what ``player`` knows: their card(s), the
        numbers and colours they saw (with the turn they saw them) and those a claim
        showed; never another seat's card or what only another seat saw. ``number`` is
        the number in use this turn, for the mover only."""
        seat_ok = player is not None and 0 <= player < self.num_players
        mover = seat_ok and player == self.turn and self.phase in (PLACE, MOVE, CHAIR, ASK)
        number = self.move_number() if mover and (self.lifted >= 0 or self.placed >= 0) else None
        mice, seen_mice = self._observed_mice(player)
        covers, seen_covers = self._observed_covers(player if seat_ok else None)
        cards, hideouts = self._observed_cards(player), self._observed_hideouts(player)
        config = self.config
        cover_ids = config.cover_ids
        return ChaosObservation(
            game=self.game_id,
            seat=player,
            players=self.num_players,
            turn=self.turns,
            turn_limit=config.turn_limit,
            phase=self.phase,
            to_play=self.current_player(),
            turn_owner=self.turn_owner(),
            answering=self.answering(),
            asking=tuple(self.ask),
            catch=(ChaosCatch(mouse=config.mouse_ids[self.catch], at=config.flat.sq_names[self.mloc[self.catch]])
                   if self.phase == CATCH_PHASE and self.catch >= 0 else None),
            number=number,
            lifted=cover_ids[self.lifted] if self.lifted >= 0 else None,
            placed=cover_ids[self.placed] if self.placed >= 0 else None,
            barred=tuple([cover_ids[c] for c in self.barred]),
            claimed=self.claimed,
            chair_done=self.chair_done,
            claim_size=config.claim_size,
            colours=config.colours,
            mice=mice,
            covers=covers,
            cats=self._observed_cats(),
            chairs=self._observed_chairs(),
            holes=config.flat.hole_squares,
            cards=cards,
            hideouts=hideouts,
            free_hideout=HIDEOUT_IDS[self.free] if self.free >= 0 else None,
            seen=ChaosSeen(mice=seen_mice, covers=seen_covers),
            looked=self._looked(),
            claims=tuple([ChaosClaim.of(r) for r in self.claims]),
            winners=tuple(self.result),
            draw=self.draw or (self.phase == OVER and not self.result),
            end_reason=self.end_reason,
            memory_aid=bool(self.options["memory_aid"]),
        )

    def _observed_mice(self, player: int | None) -> tuple[tuple[ChaosMouse, ...], dict[str, tuple[str, int]]]:
        """Every mouse (its colour only if ``player`` knows it), and the colours
        ``player`` knows with the turn they saw them."""
        seen_mice: dict[str, tuple[str, int]] = {}
        mice = []
        colours, mouse_ids, flat = self.config.colours, self.config.mouse_ids, self.config.flat
        names = flat.sq_names
        for m in range(self.config.n_mice):
            when = self.knows_mouse(player, m)
            colour = colours[self.colour[m]] if when is not None else None
            if colour is not None and when is not None:
                seen_mice[mouse_ids[m]] = (colour, when)
            loc = self.mloc[m]
            # id, size, at, covered, colour
            mice.append(mouse_of(mouse_ids[m], "large" if m < N_LARGE else "small",
                                 names[loc] if loc < HIDE else place_name(loc, flat), self.covered(m), colour))
        return tuple(mice), seen_mice

    def _observed_covers(self, player: int | None) -> tuple[tuple[ChaosCover, ...], dict[str, tuple[int, int]]]:
        """Every cover (its number only if seat ``player`` saw it; None: nobody's seat),
        and the numbers ``player`` saw with the turn they saw them."""
        seen_covers: dict[str, tuple[int, int]] = {}
        covers = []
        mine = self.seen_covers[player] if player is not None else {}
        cover_ids, names = self.config.cover_ids, self.config.flat.sq_names
        for c in range(self.config.n_covers):
            known = self.number[c] if c in mine else None
            if known is not None:
                seen_covers[cover_ids[c]] = (known, mine[c])
            loc = self.cover_loc[c]
            # id, at, number
            covers.append(cover_of(cover_ids[c], names[loc] if loc >= 0 else TABLE, known))
        return tuple(covers), seen_covers

    def _observed_cats(self) -> tuple[ChaosCat, ...]:
        """Every cat: its square, and the chair it sits on (an upright one) or the square."""
        cats = []
        flat = self.config.flat
        names = flat.sq_names
        for k in range(flat.n_cats):
            loc = self.cat_loc[k]
            h = self.chair_at[loc]
            on_chair = h >= 0 and self.chair_tip[h] < 0
            # id, at, square
            cats.append(cat_of(flat.cat_ids[k], flat.chair_ids[h] if on_chair else names[loc],
                               names[loc]))
        return tuple(cats)

    def _observed_chairs(self) -> tuple[ChaosChair, ...]:
        """Every chair: square, back, tip and the square it lies onto, the cat on it."""
        chairs = []
        flat = self.config.flat
        names = flat.sq_names
        for h in range(flat.n_chairs):
            loc, tipped = self.chair_loc[h], self.chair_tip[h]
            # id, at, back, tipped, onto, cat
            chairs.append(chair_of(flat.chair_ids[h], names[loc], DIRS[self.chair_back[h]],
                                   DIRS[tipped] if tipped >= 0 else None,
                                   names[flat.step[tipped][loc]] if tipped >= 0 else None,
                                   flat.cat_ids[self.cat_at[loc]] if self.cat_at[loc] >= 0 else None))
        return tuple(chairs)

    def _observed_cards(self, player: int | None) -> dict[str, tuple[str, ...]]:
        """Per seat (as text), the colours of its card(s) that ``player`` knows."""
        cards: dict[str, tuple[str, ...]] = {}
        colours = self.config.colours
        for seat, hs in enumerate(self.hideouts_of):
            known_cards = tuple([colours[self.hcolour[h]] for h in hs if self.knows_hideout(player, h)])
            if known_cards:
                cards[str(seat)] = known_cards
        return cards

    def _observed_hideouts(self, player: int | None) -> dict[str, ChaosHideout]:
        """Every hideout: its seat, its colour if ``player`` knows it, its mice."""
        hideouts = {}
        colours, mouse_ids = self.config.colours, self.config.mouse_ids
        for h in range(4):
            owner = self.owner[h]
            hideouts[HIDEOUT_IDS[h]] = hideout_of(          # seat, colour, mice
                owner if owner >= 0 else None,
                colours[self.hcolour[h]] if self.knows_hideout(player, h) else None,
                tuple([mouse_ids[m] for m in self.hideout[h]]))
        return hideouts

    def _looked(self) -> ChaosLooked:
        """Who has seen which mouse and which cover (public)."""
        looked_mice: dict[str, list[int]] = {}
        looked_covers: dict[str, list[int]] = {}
        mouse_ids, cover_ids = self.config.mouse_ids, self.config.cover_ids
        for seat in range(self.num_players):
            for m in sorted(self.seen_mice[seat]):
                looked_mice.setdefault(mouse_ids[m], []).append(seat)
            for c in sorted(self.seen_covers[seat]):
                looked_covers.setdefault(cover_ids[c], []).append(seat)
        return ChaosLooked(mice={k: tuple(v) for k, v in looked_mice.items()},
                           covers={k: tuple(v) for k, v in looked_covers.items()})
