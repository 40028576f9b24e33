"""The translation layer: every text a person sees goes through :func:`t`.

Translations live in ``locale/<lang>/<domain>.yaml``; a key is ``<domain>.<path>``
(for example ``menu.play`` is ``play`` in ``locale/en/menu.yaml``). French and
English are both complete (a test compares their keys).

A domain's file is read the first time one of its keys is asked for, in the
language asked for: the program's start reads the few texts the first screen
shows, not every game's texts in both languages.

A damaged file never stops the program: its texts are taken from the other language
(English first), and :func:`problems` keeps what was wrong for the title screen.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

from . import paths
from .config import load_yaml
from .core import seats as _seats
from .core.report import warn
from .core.safe_files import FileProblem

LANGUAGES = ("fr", "en")


_tables: dict[str, dict[str, str]] = {}
_domains: dict[tuple[str, str], dict[str, str]] = {}
_DOMAIN = re.compile(r"^[a-z][a-z0-9_]*$")
_current = "en"
_missing_reported: set[str] = set()
_problems: list[FileProblem] = []


def problems() -> list[FileProblem]:
    """The shipped translation files that could not be read, so far."""
    return list(_problems)


def _flatten(prefix: str, data: dict, out: dict[str, str]) -> None:
    for key, value in data.items():
        full = f"{prefix}.{key}"
        if isinstance(value, dict):
            _flatten(full, value, out)
        else:
            out[full] = str(value)


#: Characters no text may hold (a line break excepted): control characters, which
#: the window's caption and the font renderer refuse (a NUL stops them), and lone
#: surrogates, which no font can draw. A text holding one is damage, like a name in a
#: save (:mod:`.core.seats`).
_CONTROL = re.compile(r"[\x00-\x09\x0b-\x1f\x7f-\x9f\ud800-\udfff]")


def _refuse_control(path: Path, texts: dict[str, str]) -> None:
    """A FileProblem naming the first text of ``texts`` that holds a character no text
    may hold (:data:`_CONTROL`)."""
    for key, text in texts.items():
        found = _CONTROL.search(text)
        if found:
            short = key.partition(".")[2]
            shown = short if len(short) <= 60 else short[:57] + "..."
            raise FileProblem(path, f"the text '{shown}' holds a control character "
                              f"(U+{ord(found.group()):04X})", "control_char", text=shown)


def table(lang: str, root: Path | None = None) -> dict[str, str]:
    """Every key of one language (cached for the shipped folder)."""
    if root is None and lang in _tables:
        return _tables[lang]
    folder = (root or paths.LOCALE) / lang
    out: dict[str, str] = {}
    for path in sorted(folder.glob("*.yaml")):
        if root is None:
            out.update(_domain(lang, path.stem))
        else:
            _flatten(path.stem, load_yaml(path), out)
    if root is None:
        _tables[lang] = out
    return out


def _domain(lang: str, name: str) -> dict[str, str]:
    """The keys of one shipped file, ``locale/<lang>/<name>.yaml`` (cached; empty when
    there is no such file)."""
    got = _domains.get((lang, name))
    if got is None:
        got = {}
        if lang in LANGUAGES and _DOMAIN.match(name):
            path = paths.LOCALE / lang / f"{name}.yaml"
            # a file of one language only is missing (or a pipe, a device...) in the
            # other: said, like a damaged one; a domain of neither language is no file
            if path.is_file() or any(os.path.lexists(paths.LOCALE / other / f"{name}.yaml")
                                     for other in LANGUAGES):
                try:
                    data = load_yaml(path)
                    if not isinstance(data, dict):
                        raise FileProblem(path, "does not list texts", "not_mapping")
                    _flatten(name, data, got)
                    _refuse_control(path, got)
                except FileProblem as exc:        # its texts come from the other language
                    got = {}
                    exc.kind = "texts"
                    if str(exc) not in map(str, _problems):
                        _problems.append(exc)
                        warn(__name__, "%s", exc)
        _domains[(lang, name)] = got
    return got


def _text(lang: str, key: str) -> str | None:
    """The text of ``key`` in ``lang``, or None."""
    if lang in _tables:
        return _tables[lang].get(key)
    return _domain(lang, key.partition(".")[0]).get(key)


def system_language() -> str:
    """``fr`` when the system speaks French, else ``en``."""
    for var in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        value = os.environ.get(var, "")
        if value:
            return "fr" if value.lower().startswith("fr") else "en"
    import locale as _locale
    try:
        code = _locale.getlocale()[0] or ""
    except ValueError:
        code = ""
    return "fr" if code.lower().startswith("fr") else "en"


def set_language(lang: str) -> str:
    """Switch the language (``auto`` asks the system); returns the one in use."""
    global _current
    _current = system_language() if lang == "auto" else lang
    if _current not in LANGUAGES:
        _current = "en"
    return _current


def language() -> str:
    return _current


def has(key: str) -> bool:
    return _text(_current, key) is not None


def t(key: str, /, **values: object) -> str:
    """The text of ``key`` in the current language, with ``{name}`` fields filled."""
    text = _text(_current, key)
    if text is None:
        for other in ("en", *LANGUAGES):
            text = _text(other, key)
            if text is not None:
                break
        if key not in _missing_reported and not _problems:   # a damaged file is said once
            _missing_reported.add(key)
            warn(__name__, "missing translation %s for %s", key, _current)
        if text is None:
            return key
    if values:
        try:
            return text.format(**values)
        except (KeyError, IndexError, ValueError):
            warn(__name__, "bad fields in translation %s", key)
    return text


def plural_form(n: int) -> str:
    """``one`` or ``many``: the form a counted text takes for ``n`` (French uses the
    singular for 0 and 1, English for 1 only)."""
    one = n <= 1 if _current == "fr" else n == 1
    return "one" if one else "many"


def t_n(key: str, n: int, /, **values: object) -> str:
    """A counted text: ``key.one`` or ``key.many`` by :func:`plural_form`, with ``{n}``."""
    return t(f"{key}.{plural_form(n)}", n=n, **values)


class Words:
    """A game's (or any domain's) words: ``tr("status.roll")`` is ``t("<domain>.status.roll")``,
    ``tr_n`` its counted sentences, ``counted`` its counted nouns (``<domain>.count.<kind>``)."""

    def __init__(self, domain: str) -> None:
        self.domain = domain

    def tr(self, key: str, **values: object) -> str:
        return t(f"{self.domain}.{key}", **values)

    def tr_n(self, key: str, n: int, **values: object) -> str:
        """A sentence with a singular (``key.one``) and a plural (``key.many``) form."""
        return t_n(f"{self.domain}.{key}", n, **values)

    def counted(self, kind: str, n: int) -> str:
        """``1 step`` / ``3 steps``."""
        return t_n(f"{self.domain}.count.{kind}", n)


def default_name(seat: _seats.Seat) -> str:
    """A seat's default name in the language of the moment: "Player 2", "Ordi 3"."""
    key = "setup.default_cpu_name" if seat.kind == "cpu" else "setup.default_name"
    return t(key, n=seat.number or 1)


_seats.set_default_namer(default_name)


def describe(notice: object) -> str:
    """A notice for the player in the current language: a file that could not be used
    (:class:`~game.core.safe_files.FileProblem`, said from its code) or a plain text."""
    from .core.safe_files import FileProblem

    if not isinstance(notice, FileProblem):
        return str(notice)
    base = f"app.problem.{notice.kind}"
    reason_key = f"{base}.{notice.code}"
    reason = t(reason_key, **notice.fields) if has(reason_key) else notice.problem
    name = notice.path.name
    if notice.kind == "texts":                         # fr/menu.yaml: which language's
        name = f"{notice.path.parent.name}/{name}"
    parts = [t(f"{base}.intro", file=name), reason]
    if notice.moved_to is not None:
        parts.append(t("app.problem.moved", moved=notice.moved_to.name))
    elif notice.not_moved is not None:
        parts.append(t("app.problem.left", reason=notice.not_moved))
    if notice.kind in ("list", "texts"):
        parts.append(t(f"{base}.instead"))             # what the program does instead
    if notice.kind == "config" and (notice.moved_to is not None or notice.not_moved is not None):
        parts.append(t("app.problem.defaults"))      # the player's settings, put aside
    return " ".join(parts)
