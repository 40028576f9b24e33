"""Chaos de souris et de fromage's claims and ends (:class:`ChaosClaims`): a claim
(RULES.md 3, "End": the card shown, the mice turned over one by one, a wrong mouse sent
home and its owner asked), the free hideout of 3 players that wins by itself, the end
of a turn (and the turn limit's draw) and of the game. The Decisions these follow
("Claims", "2 players, a mouse of the claimer's other colour", "Free hideout", "Turn
limit") are in :mod:`.rules`' docstring."""

from __future__ import annotations

from typing import Any

from ...core.protocol import Event
from .actions import ClaimStarted, ClaimWon, Draw, FreeHideoutWon, MouseReturned, MouseTurned, TurnEnded
from .conf import HIDEOUT_IDS
from .places import ASK, CHAIR, COVER, HIDE, OVER
from .position import ChaosPosition


class ChaosClaims(ChaosPosition):
    """Claims, the free hideout, and how a turn and the game end."""

    # the end of a turn and of the game ---------------------------------------------------
    def _end_turn(self) -> list[Event]:
        """The turn is over; after ``turn_limit`` turns with no winner, a declared draw."""
        seat = self.turn
        events: list[Event] = [TurnEnded(seat)]
        self.turns += 1
        if self.turns >= self.config.turn_limit:
            self._finish([], "turn_limit")
            self.draw = True
            return [*events, Draw(self.turns)]
        self.turn = (seat + 1) % self.num_players
        self.phase = COVER
        self.lifted = self.placed = -1
        self.barred = []
        self.claimed = False
        self.chair_done = False
        self.catch = -1
        self.resume = ""
        return events

    def _finish(self, winners: list[int], reason: str) -> None:
        self.phase = OVER
        self.ask = []
        self.resume = ""
        self.result = list(winners)
        self.end_reason = reason

    # claims ----------------------------------------------------------------------------------
    def _claim_action(self) -> list[Event]:
        if self.phase == ASK:
            seat = self.ask.pop(0)
        else:
            seat = self.turn
            self.claimed = True
            self.resume = "cover" if self.phase == COVER else "next"
        events = self._claim(seat)
        if self.phase == OVER:
            return events
        return events + self._after_window()

    def _claim(self, seat: int) -> list[Event]:
        """RULES.md 3, "End": the claimer's card(s) shown, its mice turned over one by one
        (in the order they arrived, hideout by hideout); all right wins, the first of an
        opponent's colour goes home and turning stops; 2 players, one of the claimer's
        other colour goes over into their other hideout and turning goes on (the
        Decision in :mod:`.rules`)."""
        hs = self.hideouts_of[seat]
        colours = tuple(self.config.colours[self.hcolour[h]] for h in hs)
        self.public_hideouts.update(hs)
        events: list[Event] = [ClaimStarted(seat, colours, tuple(HIDEOUT_IDS[h] for h in hs))]
        record: dict[str, Any] = {"seat": seat, "turn": self.turns, "colours": list(colours),
                                  "turned": [], "returned": None, "won": False, "across": []}
        self.claims.append(record)
        turned: set[int] = set()
        for h in hs:
            for m in list(self.hideout[h]):
                if m in turned:
                    continue
                turned.add(m)
                events.append(self._turn_over(m, h, record))
                colour = self.colour[m]
                if colour == self.hcolour[h]:
                    continue
                other = next((g for g in hs if self.hcolour[g] == colour), -1)
                if other < 0:
                    return events + self._send_home(m, h, record)
                self.hideout[h].remove(m)
                self.hideout[other].append(m)
                self.mloc[m] = HIDE + other
                mouse, named = self.config.mouse_ids[m], self.config.colours[colour]
                record["across"].append([mouse, named, HIDEOUT_IDS[other]])
                events.append(MouseReturned(mouse, named, HIDEOUT_IDS[other], seat))
        record["won"] = True
        self._finish([seat], "claim")
        events.append(ClaimWon(seat))
        return events

    def _turn_over(self, m: int, h: int, record: dict[str, Any]) -> MouseTurned:
        self.public_mice[m] = self.turns
        colour = self.config.colours[self.colour[m]]
        record["turned"].append([self.config.mouse_ids[m], colour])
        return MouseTurned(self.config.mouse_ids[m], colour, HIDEOUT_IDS[h])

    def _send_home(self, m: int, h: int, record: dict[str, Any]) -> list[Event]:
        """The first wrong mouse goes into the hideout of its colour; its owner shows
        their card and is asked whether they claim (the free hideout checks itself)."""
        colour = self.colour[m]
        target = self.hcolour.index(colour)
        self.hideout[h].remove(m)
        self.hideout[target].append(m)
        self.mloc[m] = HIDE + target
        self.public_hideouts.add(target)
        owner = self.owner[target]
        mouse, named = self.config.mouse_ids[m], self.config.colours[colour]
        record["returned"] = [mouse, named, HIDEOUT_IDS[target], owner]
        events: list[Event] = [MouseReturned(mouse, named, HIDEOUT_IDS[target], owner)]
        if owner < 0:
            return events + self._free_check()
        if self.may_claim(owner) and owner not in self.ask:
            self.ask.append(owner)
        return events

    def _free_check(self) -> list[Event]:
        """3 players: the free hideout holding the four mice of the fourth colour ends
        the game, nobody wins; they are turned over for all to see. Otherwise nothing
        happens and nothing is shown (the Decisions, "Free hideout")."""
        free = self.free
        if free < 0 or self.phase == OVER or not self._free_complete():
            return []
        record: dict[str, Any] = {"seat": None, "turn": self.turns,
                                  "colours": [self.config.colours[self.hcolour[free]]],
                                  "turned": [], "returned": None, "won": True}
        self.claims.append(record)
        want = self.hcolour[free]
        events: list[Event] = [self._turn_over(m, free, record)
                               for m in self.hideout[free] if self.colour[m] == want]
        self.public_hideouts.add(free)
        self._finish([], "free_hideout")
        events.append(FreeHideoutWon(HIDEOUT_IDS[free]))
        return events

    def _free_complete(self, extra: int = -1) -> bool:
        """Whether the free hideout holds every mouse of the colour nobody plays (with
        mouse ``extra`` counted in, as if it had arrived)."""
        free = self.free
        want = self.hcolour[free]
        inside = set(self.hideout[free])
        if extra >= 0:
            inside.add(extra)
        return sum(1 for m in inside if self.colour[m] == want) == self.config.claim_size

    def _after_window(self) -> list[Event]:
        """Ask the next seat given a mouse, or go on with the turn (after a claim at its
        start: phase 1; after a mouse into the free hideout: phase 3; after a claim at its
        end: the next player's turn)."""
        if self.phase == OVER:
            return []
        if self.ask:
            self.phase = ASK
            return []
        resume, self.resume = self.resume, ""
        if resume == "next":
            return self._end_turn()
        self.phase = COVER if resume == "cover" else CHAIR
        return []
