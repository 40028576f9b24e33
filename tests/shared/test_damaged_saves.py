"""Damaged saves never stop the program (issue 8): each damage found from outside gets a
message naming the file and the problem; the file is moved aside whole (or, in a folder
the program may not write, left as it is), never overwritten; ``python -m game replay``
says it in one line, never a traceback; and nothing hangs."""

from __future__ import annotations

import json
import os
import stat
import threading
from collections.abc import Callable
from pathlib import Path

import pytest

from game import cli, i18n
from game.core.save_file import load_or_move_aside
from game.core.seats import Seat
from game.session import Session

SEATS = [Seat("Zoé", "orange"), Seat("", "sky", "cpu", "normal", 2)]
DEEP = 100_000


def good_save(folder: Path) -> Path:
    session = Session.new("cubes", SEATS, seed=3, autosave=False)
    session.autosave_path = folder / "autosave.json"
    for _ in range(4):
        session.chance() if session.is_chance() else session.apply(session.state.legal_actions()[0])
    session.flush()
    return session.autosave_path


def edit(change: Callable[[dict], None]) -> Callable[[Path], None]:
    def damage(path: Path) -> None:
        data = json.loads(path.read_text(encoding="utf-8"))
        change(data)
        path.write_text(json.dumps(data), encoding="utf-8")
    return damage


def replace(old: str, new: str) -> Callable[[Path], None]:
    def damage(path: Path) -> None:
        text = path.read_text(encoding="utf-8")
        assert old in text
        path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return damage


def name(value: str) -> Callable[[Path], None]:
    return edit(lambda data: data["seats"][0].__setitem__("name", value))


def relink(target: str) -> Callable[[Path], None]:
    return lambda path: (path.unlink(), path.symlink_to(target))


DAMAGES: dict[str, Callable[[Path], None]] = {
    "seed Infinity": replace('"seed": 3', '"seed": Infinity'),
    "seed NaN": replace('"seed": 3', '"seed": NaN'),
    "seed of 5,000 digits": replace('"seed": 3', '"seed": ' + "7" * 5000),
    "version of 5,000 digits": replace('"version": 1', '"version": ' + "1" * 5000),
    "seed a float": replace('"seed": 3', '"seed": 3.5'),
    "seed negative": replace('"seed": 3', '"seed": -3'),
    "seed true": replace('"seed": 3', '"seed": true'),
    "nested 100,000 deep": lambda path: path.write_text("[" * DEEP + "]" * DEEP, encoding="utf-8"),
    "nested 100,000 deep in a field": replace('"options": {', '"options": {"deep": ' + "[" * DEEP + "]" * DEEP + ","),
    "options nested in a list": edit(lambda data: data["options"].__setitem__("target", [[[1]]])),
    "a name with a NUL": name("Zo\x00é"),
    "a name with an escape and a bell": name("Zo\x1b[31mé\x07"),
    "a name with a lone surrogate": name("Zo\ud800é"),
    "a name of 50 MB": name("x" * 50_000_000),
    "a name of 500 letters": name("x" * 500),
    "actions not text": edit(lambda data: data.__setitem__("actions", [1, 2])),
    "a notation of 10,000 letters": edit(lambda data: data["actions"].__setitem__(0, "r" * 10_000)),
    "seats not a list": edit(lambda data: data.__setitem__("seats", "Zoé")),
    "no seats": edit(lambda data: data.__setitem__("seats", [])),
    "a symlink to /dev/zero": relink("/dev/zero"),
    "a named pipe": lambda path: (path.unlink(), os.mkfifo(path)),
    "a folder": lambda path: (path.unlink(), path.mkdir()),
    "not UTF-8": lambda path: path.write_bytes(b"\xff\xfe" + path.read_bytes()),
    "empty": lambda path: path.write_bytes(b""),
}


def within(seconds: float, work: Callable[[], object]) -> object:
    """``work()``'s result; fails (instead of hanging the suite) if it takes longer."""
    done: list[object] = []
    thread = threading.Thread(target=lambda: done.append(work()), daemon=True)
    thread.start()
    thread.join(seconds)
    assert done, f"still busy after {seconds} s: it hangs"
    return done[0]


def before_and_after(path: Path) -> tuple[str, object]:
    info = os.lstat(path)
    if stat.S_ISLNK(info.st_mode):
        return "link", os.readlink(path)
    if stat.S_ISREG(info.st_mode):
        return "file", path.read_bytes()
    return "other", stat.S_IFMT(info.st_mode)


@pytest.mark.parametrize("damage", sorted(DAMAGES))
def test_a_damaged_save_is_told_and_moved_aside_whole(tmp_path, damage):
    path = good_save(tmp_path)
    DAMAGES[damage](path)
    was = before_and_after(path)
    save, state, problem = within(20, lambda: load_or_move_aside(path))
    assert save is None and state is None
    assert problem is not None and str(path) in str(problem)
    assert problem.moved_to is not None and not os.path.lexists(path)
    assert before_and_after(problem.moved_to) == was, "moved aside exactly as it was"
    said = i18n.describe(problem)
    assert path.name in said and problem.moved_to.name in said and len(said) < 400


@pytest.mark.parametrize("damage", sorted(DAMAGES))
def test_replay_says_it_in_one_line(tmp_path, damage, capsys):
    path = good_save(tmp_path)
    DAMAGES[damage](path)
    code = within(20, lambda: cli.main(["replay", str(path)]))
    out, err = capsys.readouterr()
    assert code != 0
    assert "Traceback" not in out + err
    lines = (out + err).strip().splitlines()
    assert len(lines) == 1 and len(lines[0]) < 600
    assert json.loads(lines[0])["consistent"] is False
    assert os.path.lexists(path), "replay only reads: the file stays"


def test_the_table_shows_the_names_of_a_good_save_that_has_odd_letters(tmp_path):
    """Printable letters of any language are names; only what cannot be shown is damage."""
    path = good_save(tmp_path)
    name("Zoé 🐭 Ça")(path)
    save, state, problem = load_or_move_aside(path)
    assert problem is None and save.seats[0].given == "Zoé 🐭 Ça"


def test_a_damaged_save_in_a_folder_that_cannot_be_written_is_told_and_left(tmp_path):
    if os.geteuid() == 0:
        pytest.skip("root may write any folder")
    path = good_save(tmp_path)
    name("Zo\x00é")(path)
    was = path.read_bytes()
    tmp_path.chmod(0o555)
    try:
        save, state, problem = load_or_move_aside(path)
    finally:
        tmp_path.chmod(0o755)
    assert save is None and problem is not None and problem.moved_to is None
    assert problem.not_moved and path.read_bytes() == was
    assert "left" in i18n.describe(problem)


def test_a_save_that_cannot_be_moved_aside_is_told_and_left(tmp_path, monkeypatch):
    """The same as a read-only folder, also when the tests run as root: moving it
    aside fails with PermissionError, and the program says so and goes on."""
    import game.core.safe_files as safe_files

    def refuse(*args, **kwargs):
        raise PermissionError(13, "Permission denied")

    path = good_save(tmp_path)
    name("Zo\x00é")(path)
    was = path.read_bytes()
    monkeypatch.setattr(safe_files.os, "replace", refuse)
    save, state, problem = load_or_move_aside(path)
    assert save is None and problem is not None and problem.moved_to is None
    assert problem.not_moved == "Permission denied" and path.read_bytes() == was
    assert "could not be put aside (Permission denied)" in i18n.describe(problem)
    assert "It could not be put aside" in str(problem)


def test_the_title_offers_no_continue_and_tells_of_a_damaged_save(app, home):
    from game.scenes import start
    path = good_save(home / "saves")
    name("Zo\x00é")(path)
    start.open_start(app, None, None)
    for _ in range(5):
        app.frame(1 / 30)
    assert app.notices and "autosave.json" in i18n.describe(app.notices[-1])
    labels = [button.label for button in app.scenes.top.group.buttons]
    assert "Continue" not in labels


# -------------------------------------------- why the game cannot be kept (issue 17)
def save_message(app) -> str:
    from game.scenes.message import MessageScene
    messages = [scene for scene in app.scenes.stack if isinstance(scene, MessageScene)]
    assert len(messages) == 1
    return messages[0].text


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_a_saves_folder_that_is_a_file_is_named_as_the_cause(home, lang):
    """A saves folder that was a file was told "check that the disk is not full"."""
    from apps import close, new_app
    (home / "saves").write_text("a file where the saves folder should be", encoding="utf-8")
    app = new_app(lang=lang)
    try:
        app.start_game(Session.new("cubes", SEATS, seed=5))
        for _ in range(10):
            app.frame(1 / 30)
        text = save_message(app)
        assert str(home / "saves") in text, text
        assert "disk" not in text and "disque" not in text, text
    finally:
        close(app)


@pytest.mark.parametrize("errno_name, code, words", [
    ("ENOSPC", "no_space", {"en": "disk is full", "fr": "disque est plein"}),
    ("EACCES", "denied", {"en": "may not write", "fr": "pas le droit"}),
    ("EROFS", "read_only", {"en": "only be read", "fr": "qu'être lu"}),
    ("EIO", "other", {"en": "Input/output", "fr": "Input/output"}),
])
def test_each_cause_of_a_failed_save_is_said_in_both_languages(home, errno_name, code, words):
    import errno

    from game.core.safe_files import write_cause
    error = OSError(getattr(errno, errno_name), os.strerror(getattr(errno, errno_name)),
                    str(home / "saves" / "autosave.json"))
    cause, fields = write_cause(error)
    assert cause == code
    for lang in i18n.LANGUAGES:
        i18n.set_language(lang)
        try:
            text = i18n.t("app.save_failed", problem=i18n.t(f"app.save_cause.{cause}", **fields))
        finally:
            i18n.set_language("en")
        assert words[lang] in text and "{" not in text, text
        if code != "other":
            assert str(home / "saves") in text, text


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
@pytest.mark.parametrize("where", ["the player's folder is a file", "settings.yaml is a folder"])
def test_settings_that_cannot_be_kept_name_the_cause(tmp_path, monkeypatch, lang, where):
    from apps import close, new_app
    home = tmp_path / "home"
    if where == "the player's folder is a file":
        home.write_text("a file where the player's folder should be", encoding="utf-8")
        named = home
    else:
        (home / "settings.yaml").mkdir(parents=True)
        named = home / "settings.yaml"
    monkeypatch.setenv("SOURIS_FROMAGES_HOME", str(home))
    app = new_app(lang=lang)
    try:
        app.save_settings()
        said = [str(n) for n in app.notices]
        assert len(said) == 1 and str(named) in said[0] and "{" not in said[0], said
        words = {("en", True): "is a file", ("en", False): "is a folder",
                 ("fr", True): "est un fichier", ("fr", False): "est un dossier"}
        assert words[lang, named == home] in said[0] and "Errno" not in said[0], said
    finally:
        close(app)
