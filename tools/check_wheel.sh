#!/usr/bin/env bash
# Build the wheel, install it in a fresh virtual environment outside the source tree,
# and run the installed program from elsewhere: one simulation, and the window (dummy
# video driver) for 30 frames of a computer-played game. CI runs this (.ci/run); it
# proves the wheel carries the shipped folders (assets, config, levels, locale).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
python=${PYTHON:-python3}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
echo "+ pip wheel . (into $work/dist)"
"$python" -m pip wheel "$root" --no-deps -w "$work/dist" -q
echo "+ a fresh environment with the wheel alone"
"$python" -m venv "$work/env"
"$work/env/bin/pip" install -q "$work"/dist/*.whl
cd "$work"                                   # nowhere near the source tree
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy SOURIS_FROMAGES_HOME="$work/home"
echo "+ python -m game simulate cubes --games 20"
"$work/env/bin/python" -m game simulate cubes --games 20
echo "+ souris-fromages --game drole --autoplay --frames 30"
"$work/env/bin/souris-fromages" --game drole --players human,cpu,cpu --autoplay --frames 30
where=$("$work/env/bin/python" -c "from game import paths; print(paths.ROOT)")
case "$where" in
  "$work"/env/*) echo "the installed program reads its files from $where" ;;
  *) echo "the installed program reads its files from $where, not from its own install" >&2; exit 1 ;;
esac
