"""The kept YAML data (game/core/yaml_cache.py): used only while the file is unchanged,
never trusted when damaged, never needed."""

from __future__ import annotations

import os

from game.core import yaml_cache
from game.core.safe_files import read_yaml_file


def test_a_file_read_twice_is_parsed_once_and_again_when_it_changes(tmp_path, monkeypatch):
    monkeypatch.setenv("SOURIS_FROMAGES_CACHE", str(tmp_path / "home"))
    path = tmp_path / "numbers.yaml"
    path.write_text("seats:\n  2: [south, north]\nflag: true\nx: 1.5\n", encoding="utf-8")
    first = read_yaml_file(path)
    assert first == {"seats": {2: ["south", "north"]}, "flag": True, "x": 1.5}
    assert yaml_cache.recall(path) == (True, first)            # kept, with its int key
    path.write_text("seats:\n  3: [west]\n", encoding="utf-8")
    os.utime(path, ns=(1, 1))
    assert yaml_cache.recall(path) == (False, None)            # changed: not used
    assert read_yaml_file(path) == {"seats": {3: ["west"]}}


def test_a_damaged_entry_is_parsed_again(tmp_path, monkeypatch):
    monkeypatch.setenv("SOURIS_FROMAGES_CACHE", str(tmp_path / "home"))
    path = tmp_path / "words.yaml"
    path.write_text("hello: world\n", encoding="utf-8")
    read_yaml_file(path)
    entries = list((tmp_path / "home" / "files").iterdir())
    assert len(entries) == 1
    for damage in ("{", '{"format": 1}', "[1, 2]", '{"format": 1, "stamp": 3, "data": {"m": 1}}'):
        entries[0].write_text(damage, encoding="utf-8")
        assert yaml_cache.recall(path) == (False, None)
        assert read_yaml_file(path) == {"hello": "world"}


def test_nothing_kept_when_the_folder_cannot_be_written(tmp_path, monkeypatch):
    blocker = tmp_path / "file"
    blocker.write_text("x", encoding="utf-8")
    monkeypatch.setenv("SOURIS_FROMAGES_CACHE", str(blocker))    # a file, not a folder
    path = tmp_path / "a.yaml"
    path.write_text("a: 1\n", encoding="utf-8")
    assert read_yaml_file(path) == {"a": 1}
    assert yaml_cache.recall(path) == (False, None)
