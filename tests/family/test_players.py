"""The family's players (issue 19): the store's round trip, its checks, and every kind
of damaged ``players.yaml`` (moved aside with a message naming it, never a crash)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.core.seats import Seat
from game.family.players import (
    Family,
    Player,
    PlayersError,
    check_player,
    choices,
    load_family,
    players_file,
)


def test_add_rename_change_remove_round_trip(home):
    family, problem = load_family()
    assert problem is None and len(family) == 0
    lea = family.add("Léa", child=True, level="easy")
    papa = family.add("Papa", colour="sky", face="moon", level="hard")
    assert lea.colour != papa.colour                 # a new player wears a colour nobody wears
    family.rename(lea.id, "  Léa-Rose ")
    family.change(papa.id, face="star", child=False)
    maman = family.add("Maman")
    family.remove(maman.id)
    assert family.flush() == []
    again, problem = load_family()
    assert problem is None
    assert again.players == family.players
    assert [p.name for p in again] == ["Léa-Rose", "Papa"]
    assert again.get(lea.id).child and again.get(lea.id).level == "easy"
    assert again.get(papa.id).face == "star"
    assert again.named("léa-rose ").id == lea.id     # names are the same without case


def test_changes_are_checked_and_leave_the_family_as_it_was(home):
    family, _ = load_family()
    lea = family.add("Léa")
    for bad in (lambda: family.add("LÉA"),                     # unique names
                lambda: family.add(""), lambda: family.add("   "),
                lambda: family.add("x" * (choices().name_chars + 1)),
                lambda: family.add("Zoé\x00"), lambda: family.add("Zoé\x1b[2J"),
                lambda: family.add("Zoé", colour="tartan"),
                lambda: family.add("Zoé", face="dragon"),
                lambda: family.add("Zoé", level="random"),
                lambda: family.change(lea.id, child="yes"),
                lambda: family.change(lea.id, shoe_size=3),
                lambda: family.rename("nobody", "Zoé"),
                lambda: family.remove("nobody")):
        with pytest.raises(ValueError):
            bad()
    assert family.players == (lea,)


def test_at_most_max_players(home):
    family, _ = load_family()
    for n in range(choices().max_players):
        family.add(f"P{n}")
    with pytest.raises(ValueError, match="at most"):
        family.add("One too many")
    assert len(family) == choices().max_players


def test_the_choices_are_what_the_setup_and_the_art_offer():
    from game.view import art, palette
    limits = choices()
    assert set(limits.colours) == set(palette.PLAYER_COLOURS)
    assert all(face == "plain" or face in art.SHAPES for face in limits.faces)
    assert 3 <= len(limits.faces) <= 8
    assert limits.max_players == 30


def test_a_seat_carries_its_family_player_through_a_save():
    seat = Seat("Léa", "orange", player="a1b2c3d4e5")
    assert Seat.from_dict(seat.to_dict()) == seat
    assert "player" not in Seat("Léa", "orange").to_dict()     # saves without: as before
    assert seat.copy().player == "a1b2c3d4e5"
    with pytest.raises(ValueError):
        Seat.from_dict({**seat.to_dict(), "player": "../etc"})


def test_a_seat_carries_its_hints_through_a_save():
    seat = Seat("Léa", "orange", hints=True)
    assert Seat.from_dict(seat.to_dict()) == seat and seat.copy().hints
    assert "hints" not in Seat("Léa", "orange").to_dict()      # saves without: as before
    assert not Seat.from_dict(Seat("Léa", "orange").to_dict()).hints
    with pytest.raises(ValueError):
        Seat.from_dict({**seat.to_dict(), "hints": "yes"})


GOOD = ("version: 1\nplayers:\n- {id: a1, name: Léa, colour: orange, face: heart, "
        "child: true, level: easy}\n")

DAMAGED = {
    "bad_yaml": "players: [unclosed\n",
    "not_a_table": "- just\n- a list\n",
    "unknown_key": "version: 1\nplayers: []\ncats: 3\n",
    "wrong_type_child": GOOD.replace("child: true", "child: 'yes'"),
    "wrong_type_name": GOOD.replace("name: Léa", "name: 12"),
    "missing_field": GOOD.replace(", level: easy", ""),
    "nul_in_name": GOOD.replace("name: Léa", 'name: "Lé\\0a"'),
    "escape_in_name": GOOD.replace("name: Léa", 'name: "\\e[31mLéa"'),
    "long_name": GOOD.replace("name: Léa", "name: " + "L" * 40),
    "unknown_colour": GOOD.replace("colour: orange", "colour: tartan"),
    "bad_id": GOOD.replace("id: a1", "id: ../../x"),
    "same_names": GOOD + "- {id: b2, name: léa, colour: sky, face: moon, child: false, level: hard}\n",
    "same_ids": GOOD + "- {id: a1, name: Zoé, colour: sky, face: moon, child: false, level: hard}\n",
    "too_many": "version: 1\nplayers:\n" + "".join(
        f"- {{id: p{n}, name: P{n}, colour: sky, face: moon, child: false, level: hard}}\n"
        for n in range(31)),
    "newer": "version: 7\nplayers: []\n",
    "alias_bomb": "a: &a [x,x,x,x,x,x,x,x,x]\nb: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]\n"
                  "c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]\nd: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]\n"
                  "e: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d]\nf: [*e,*e,*e,*e,*e,*e,*e,*e,*e]\n",
    "not_utf8": b"players: [\xff\xfe]\n",
}


@pytest.mark.parametrize("kind", sorted(DAMAGED))
def test_a_damaged_file_is_moved_aside_with_a_message_naming_it(home, kind):
    path = players_file()
    content = DAMAGED[kind]
    path.write_bytes(content if isinstance(content, bytes) else content.encode("utf-8"))
    family, problem = load_family()
    assert len(family) == 0
    assert isinstance(problem, PlayersError)
    assert "players.yaml" in str(problem) and problem.moved_to is not None
    assert not path.exists() and problem.moved_to.exists()
    assert problem.moved_to.read_bytes() == (content if isinstance(content, bytes)
                                             else content.encode("utf-8"))
    family.add("Léa")                                  # a fresh family is kept again
    assert family.flush() == []
    assert [p.name for p in load_family()[0]] == ["Léa"]


def test_a_huge_file_is_refused_without_reading_it(home):
    path = players_file()
    with open(path, "wb") as handle:
        handle.truncate(50 * 1024 * 1024)              # sparse: nothing is written
    family, problem = load_family()
    assert problem is not None and problem.code == "too_big" and len(family) == 0


def test_a_file_that_cannot_be_put_aside_is_never_written_over(home, monkeypatch):
    import game.core.safe_files as safe_files

    def refuse(*args, **kwargs):
        raise PermissionError(13, "Permission denied")

    path = players_file()
    path.write_text("players: [unclosed\n", encoding="utf-8")
    monkeypatch.setattr(safe_files.os, "replace", refuse)
    family, problem = load_family()
    assert problem is not None and problem.moved_to is None and problem.not_moved
    family.add("Léa")
    assert family.path is None and family.flush() == []
    assert path.read_text(encoding="utf-8") == "players: [unclosed\n"


def test_the_good_file_reads():
    from pathlib import Path

    from game.family.players import parse_family
    (lea,) = parse_family(GOOD, Path("players.yaml"))
    assert lea == Player("a1", "Léa", "orange", "heart", True, "easy")


names = st.text(st.characters(blacklist_categories=("Cs", "Cc", "Zl", "Zp")), min_size=1, max_size=16)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(names, st.sampled_from(choices().colours), st.sampled_from(choices().faces),
                          st.booleans(), st.sampled_from(choices().levels)), max_size=6))
def test_any_family_that_is_accepted_reads_back_the_same(entries):
    from pathlib import Path

    from game.family.players import parse_family
    family = Family()
    for name, colour, face, child, level in entries:
        try:
            family.add(name, colour, face, child, level)
        except ValueError:
            continue
    for player in family:
        check_player(player)
    assert parse_family(family.to_yaml(), Path("players.yaml")) == family.players


def test_a_player_takes_a_seat(home):
    family, _ = load_family()
    lea = family.add("Léa", colour="green", child=True, level="easy")
    seat = lea.seat(2)
    assert seat == Seat("Léa", "green", "human", "easy", 2, player=lea.id, hints=True)
    assert lea.seat(1, "violet").colour == "violet" and lea.hints
    papa = family.add("Papa")
    assert not papa.hints and not papa.seat(3).hints
