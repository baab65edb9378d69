#!/usr/bin/env bash
# Build the Card Lab site into dist/. Idempotent: re-running only redoes what changed.
#   1. .venv with the pinned build/test/benchmark tools (requirements-dev.txt)
#   2. node_modules with the pinned Pyodide runtime (package.json / package-lock.json)
#   3. our pure-Python wheel, built with `python -m build --wheel`
#   4. the micropip wheel from PyPI (only for the micropip loader that the load benchmark compares)
#   5. a Pyodide memory snapshot with cardlab imported (tools/make_snapshot.mjs under Node), gzipped;
#      remade only when the wheel, the Pyodide runtime or the script changed
#   6. dist/: web/ + the five Pyodide runtime files + the wheels + a lock file naming our wheel +
#      the snapshot + the preflop table (read by the worker on first use, not in the wheel); then meta.json,
#      the rules page (docs/rules.md rendered by tools/render_rules.py), and last the service worker's
#      file list and version
set -euo pipefail
cd "$(dirname "$0")"

PYTHON=${PYTHON:-python3}
VENV=.venv
CACHE=build/cache

log() { printf '[build] %s\n' "$*"; }

if [ ! -x "$VENV/bin/python" ]; then
  log "creating $VENV"
  "$PYTHON" -m venv "$VENV"
fi
req_stamp="$VENV/.requirements.sha256"
req_hash=$(sha256sum requirements-dev.txt | cut -d' ' -f1)
if [ "$(cat "$req_stamp" 2>/dev/null)" != "$req_hash" ]; then
  log "installing Python build/test tools"
  "$VENV/bin/python" -m pip install --quiet --disable-pip-version-check -r requirements-dev.txt
  echo "$req_hash" > "$req_stamp"
fi

pyodide_version=$(node -p "require('./package.json').dependencies.pyodide")
installed=$(node -p "try{require('./node_modules/pyodide/package.json').version}catch(e){''}")
if [ "$installed" != "$pyodide_version" ]; then
  log "installing pyodide@$pyodide_version from npm"
  if [ -f package-lock.json ]; then npm ci --no-audit --no-fund; else npm install --no-audit --no-fund; fi
fi

log "building the cardlab wheel"
rm -rf build/wheel && mkdir -p build
# Fixed zip timestamps: the same sources give the same wheel, hence the same hash, snapshot and cache.
SOURCE_DATE_EPOCH=315532800 "$VENV/bin/python" -m build --wheel --no-isolation --outdir build/wheel . > build/wheel.log 2>&1 \
  || { cat build/wheel.log; exit 1; }
rm -rf py_src/*.egg-info build/lib build/bdist.*

mkdir -p "$CACHE"
if ! ls "$CACHE"/micropip-*.whl > /dev/null 2>&1; then
  log "downloading the micropip wheel from PyPI"
  "$VENV/bin/python" -m pip download --quiet --disable-pip-version-check --no-deps --only-binary=:all: \
    --platform pyemscripten_2026_0_wasm32 --python-version 3.14 --dest "$CACHE" micropip
fi

wheel=$(ls build/wheel/cardlab-*.whl)
preflop_table=py_src/cardlab/poker/preflop/preflop-table.bin
snapshot_key=$(cat "$wheel" node_modules/pyodide/pyodide.mjs tools/make_snapshot.mjs web/snapshot-memory.mjs "$preflop_table" | sha256sum | cut -c1-16)
snapshot=build/snapshot/$snapshot_key
if [ ! -f "$snapshot/snapshot.bin.gz" ]; then
  log "making the Pyodide memory snapshot (Node)"
  mkdir -p build/snapshot
  work=$(mktemp -d build/snapshot/making-XXXXXX)
  node tools/make_snapshot.mjs --pyodide node_modules/pyodide --wheel "$wheel" --preflop-table "$preflop_table" --out "$work"
  gzip -9 -n "$work/snapshot.bin"
  rm -rf "$snapshot" && mv "$work" "$snapshot"
  # keep only this one (and any a concurrent build is still making)
  find build/snapshot -mindepth 1 -maxdepth 1 ! -name "$snapshot_key" ! -name "making-*" -exec rm -rf {} +
fi

log "assembling dist/"
# The preflop table the page reads on first use: its SHA-256 checked here, once, not on every load.
"$VENV/bin/python" tools/preflop_table.py --verify py_src/cardlab/poker/preflop/preflop-table.bin
"$VENV/bin/python" tools/assemble.py --web web --pyodide node_modules/pyodide \
  --wheel-dir build/wheel --micropip "$(ls "$CACHE"/micropip-*.whl | head -n 1)" --snapshot "$snapshot" \
  --data py_src/cardlab/poker/preflop/preflop-table.bin --out dist
# The facts the page draws its forms with (limits, deck, variants), from Python's meta action.
PYTHONPATH=py_src "$VENV/bin/python" tools/write_meta.py dist/meta.json
# The rules page: docs/rules.md as rules.html, an id on every heading; refused if a tool or a game in
# meta.json links to a section it lacks.
"$VENV/bin/python" tools/render_rules.py docs/rules.md dist/rules.html --check-links dist/meta.json
# Last: every file of dist/ is final now, so the service worker's list and version are.
"$VENV/bin/python" tools/assemble.py --stamp-offline dist
log "done: dist/ is the site (serve it with: npm start)"
