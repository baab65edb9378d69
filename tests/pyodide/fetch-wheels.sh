#!/usr/bin/env bash
# Download the pure wheels the Pyodide test run needs (pytest, hypothesis and their dependencies),
# for Pyodide's platform, into build/cache/pyodide-test-wheels. Skipped when already there.
set -euo pipefail
cd "$(dirname "$0")/../.."
dest=build/cache/pyodide-test-wheels
stamp="$dest/.requirements.sha256"
want=$(sha256sum tests/pyodide/requirements.txt | cut -d' ' -f1)
if [ "$(cat "$stamp" 2>/dev/null)" = "$want" ]; then exit 0; fi
rm -rf "$dest" && mkdir -p "$dest"
echo "[test] downloading pytest wheels for pyemscripten_2026_0_wasm32"
.venv/bin/python -m pip download --quiet --disable-pip-version-check --only-binary=:all: \
  --platform pyemscripten_2026_0_wasm32 --python-version 3.14 --dest "$dest" -r tests/pyodide/requirements.txt
echo "$want" > "$stamp"
