"""Test set-up shared by every test module.

Runs before pygame can start: no window, no sound card, and a throw-away player folder
so that no test ever reads or writes the real user's settings and saves.
"""

import atexit
import os
import shutil
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ["SOURIS_FROMAGES_HOME"] = tempfile.mkdtemp(prefix="souris-fromages-tests-")
# One cache for the whole run (a test's fresh player folder does not start it again):
# pictures drawn by one test are read by the next, as between two starts of the program.
# Tests of the cache itself name their own folders.
os.environ["SOURIS_FROMAGES_CACHE"] = tempfile.mkdtemp(prefix="souris-fromages-cache-")
# ... and both go when the run (each pytest-xdist worker) ends: nothing is left in /tmp.
for _folder in (os.environ["SOURIS_FROMAGES_HOME"], os.environ["SOURIS_FROMAGES_CACHE"]):
    atexit.register(shutil.rmtree, _folder, True)
# Computer players think in this process in tests (tests/shared/test_thinking.py checks the helper).
os.environ.setdefault("SOURIS_FROMAGES_THINK", "inline")
# issue 20: finding games on the home network (mDNS) is off in every test: nothing may
# leave the loopback here, not even multicast
os.environ["SOURIS_NO_DISCOVERY"] = "1"
# ... and a hosted game listens on the loopback only (game/net/hosting.py)
os.environ["SOURIS_NET_LISTEN"] = "127.0.0.1"

# The repository root, so that ``import game`` works however pytest is started.
ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
# The tests mirror the code: a folder per game and one for the shared parts. The helpers
# here (apps, table_input...) and a test module that another reuses (test_text_floor's
# recorder, a game's scene helpers) are imported by name from any folder.
HERE = Path(__file__).resolve().parent
for folder in (HERE, *sorted(p for p in HERE.iterdir() if p.is_dir() and not p.name.startswith((".", "_")))):
    if str(folder) not in sys.path:
        sys.path.append(str(folder))


# ------------------------------------------------------- a real program, for screens
import pytest  # noqa: E402
from apps import close, new_app  # noqa: E402


@pytest.fixture
def home(tmp_path, monkeypatch):
    """A fresh player folder for the test."""
    monkeypatch.setenv("SOURIS_FROMAGES_HOME", str(tmp_path))
    return tmp_path


@pytest.fixture
def app(home):
    """A real program at 1280x800, in English, silent."""
    application = new_app()
    yield application
    close(application)


@pytest.fixture
def table_app(home):
    """A real program whose animations and computers go fast, to play games through."""
    application = new_app(fast=True)
    yield application
    close(application)
