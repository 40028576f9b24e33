"""The words of the whole program, as a family reads them (issue 16, "Words").

- One French voice: the program says *tu* to the person at the laptop (a family game),
  never *vous* / *votre* / *vos* nor a *-ez* imperative ("Cliquez"), in every text of
  locale/fr. A text that must speak to several people at once may be listed in
  :data:`PLURAL_ADDRESS`, with why (none needs it yet: "Les autres : on ne regarde
  pas !").
- One word for the device and another for the computer players, in both languages:
  the laptop the family passes around is "the laptop" / "le portable"; a computer
  player is "Computer 1" / "Ordi 1", a "computer player" / "joueur ordinateur". So the
  pass screen ("Passe le portable à Léa") can never be read as "give it to Ordi 2", and
  no text says "l'ordinateur" / "the computer" (which of the two would it be?).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from game import paths
from game.config import load_yaml

LOCALE = Path(paths.LOCALE)
FILES = sorted(p.name for p in (LOCALE / "fr").glob("*.yaml"))

#: (file, key) of a French text that may say "vous" to several people at once -> why.
PLURAL_ADDRESS: dict[tuple[str, str], str] = {}

VOUS = re.compile(r"\b(?:vous|votre|vos)\b|\b\w+ez\b", re.IGNORECASE)
#: Words ending in -ez that are not a verb said to "vous".
NOT_VERBS = {"chez", "assez", "nez", "rez"}


def texts(lang: str, name: str) -> list[tuple[str, str]]:
    """(key, text) of every text of locale/<lang>/<name>."""
    out: list[tuple[str, str]] = []

    def walk(node: object, key: str) -> None:
        if isinstance(node, dict):
            for k, value in node.items():
                walk(value, f"{key}.{k}" if key else str(k))
        elif isinstance(node, list):
            for k, value in enumerate(node):
                walk(value, f"{key}.{k}")
        elif node is not None:
            out.append((key, str(node)))
    walk(load_yaml(LOCALE / lang / name), "")
    return out


@pytest.mark.parametrize("name, lang", [(n, "fr") for n in FILES])
def test_french_says_tu(name, lang):
    bad = []
    for key, text in texts(lang, name):
        words = [m.group(0) for m in VOUS.finditer(text) if m.group(0).lower() not in NOT_VERBS]
        if words and (name, key) not in PLURAL_ADDRESS:
            bad.append((key, words, text[:80]))
    assert bad == [], "these French texts say vous, not tu"


def test_the_voice_check_catches_vous():
    """The check itself: it sees the forms a rules text in vous would use."""
    for text in ("Cliquez une cloche", "votre tour", "passez-lui l'ordinateur", "si vous voulez",
                 "Ramenez vos souris"):
        assert [m for m in VOUS.finditer(text) if m.group(0).lower() not in NOT_VERBS], text
    for text in ("Clique sur une case", "chez Ana", "assez de fromage", "ton tour"):
        assert not [m for m in VOUS.finditer(text) if m.group(0).lower() not in NOT_VERBS], text


DEVICE_CONFUSION = {"fr": re.compile(r"\bl['’]ordinateur\b", re.IGNORECASE),
                    "en": re.compile(r"\bthe computer\b", re.IGNORECASE)}


@pytest.mark.parametrize("name, lang", [(n, lang) for n in FILES for lang in ("fr", "en")])
def test_no_text_says_the_computer_for_the_laptop(lang, name):
    """"l'ordinateur" / "the computer" could be the laptop or a computer player: the
    laptop is "le portable" / "the laptop", a computer player "Ordi 1" / "Computer 1"."""
    bad = [(key, text[:80]) for key, text in texts(lang, name) if DEVICE_CONFUSION[lang].search(text)]
    assert bad == []


@pytest.mark.parametrize("lang, device, player", [("fr", "portable", "Ordi"), ("en", "laptop", "Computer")])
def test_the_pass_screen_names_the_laptop_never_the_computer_players(lang, device, player):
    menu = dict(texts(lang, "menu.yaml"))
    setup = dict(texts(lang, "setup.yaml"))
    assert setup["default_cpu_name"].startswith(player)
    for key in ("pass_title", "pass_wait"):
        assert device in menu[key], (key, menu[key])
        assert player.lower() not in menu[key].lower(), (key, menu[key])
    assert player.lower() not in menu["pass_hint"].lower()


#: French typography: a plain space before : ; ! ? or » (or after «) breaks the line there
#: and reads wrong; the texts use a non-breaking space (U+00A0, or the narrow U+202F).
PLAIN_SPACE_PUNCT = re.compile(r"\S (?=[:;!?»])|« ")


@pytest.mark.parametrize("name", FILES)
def test_french_punctuation_keeps_its_non_breaking_space(name):
    bad = [(key, text[:80]) for key, text in texts("fr", name) if PLAIN_SPACE_PUNCT.search(text)]
    assert bad == [], "a plain space before : ; ! ? » (or after «): use U+00A0"


def test_the_punctuation_check_sees_a_plain_space():
    assert PLAIN_SPACE_PUNCT.search("Toi non plus : clique")
    assert PLAIN_SPACE_PUNCT.search("« Je passe\u00a0»")
    assert not PLAIN_SPACE_PUNCT.search("Toi non plus\u00a0: clique sur «\u00a0Je passe\u00a0»\u00a0!")
