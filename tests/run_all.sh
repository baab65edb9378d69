#!/usr/bin/env bash
# Every test Card Lab has, in one go (npm test runs build.sh first, then this):
#   0. type check (mypy --strict) and lint (ruff) of the package
#   1. the Python suite (unit tests + doctests) on CPython
#   2. the same suite inside real Pyodide under Node (Python 3.14 in WebAssembly), beside 1
#      (each is one process; this is a 2-core machine)
#   3. the browser tests: the built page in Debian's Chromium with real Pyodide
# Chromium: $CHROMIUM_PATH, or `chromium` on PATH; installed with apt-get when missing and root.
set -euo pipefail
cd "$(dirname "$0")/.."
PY=.venv/bin/python

find_chromium() {
  for c in "${CHROMIUM_PATH:-}" "$(command -v chromium || true)" "$(command -v chromium-browser || true)"; do
    if [ -n "$c" ] && [ -x "$c" ]; then echo "$c"; return 0; fi
  done
  return 1
}

if ! find_chromium > /dev/null; then
  if [ "$(id -u)" = 0 ] && command -v apt-get > /dev/null; then
    echo "[test] installing Debian's chromium (apt-get)"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium > /dev/null
  else
    echo "[test] No Chromium found. Install it (Debian/Ubuntu: sudo apt-get install chromium)" >&2
    echo "       or set CHROMIUM_PATH to a Chromium or Chrome binary." >&2
    exit 3
  fi
fi
export CHROMIUM_PATH=$(find_chromium)

status=0
run() {
  echo "[test] $*"
  set +e
  "$@"
  local rc=$?
  set -e
  # pytest's 5 means "no tests collected": for us that is a broken suite, not a pass.
  if [ $rc -ne 0 ]; then status=1; echo "[test] FAILED ($rc): $*"; fi
}

run "$PY" -m mypy --strict py_src/cardlab
run "$PY" -m ruff check py_src
run bash tests/pyodide/fetch-wheels.sh
# The CPython and the Pyodide suites are one process each, and this is a 2-core machine: they run
# side by side (about 13 minutes for both, against 21 one after the other). The CPython suite's
# output is kept and printed when it ends, after the Pyodide suite's, which is printed as it goes.
cpython_suite=("$PY" -m pytest -q -p no:warnings -m "not browser" tests/unit py_src/cardlab)
cpython_log=$(mktemp)
set +e
"${cpython_suite[@]}" > "$cpython_log" 2>&1 &
cpython_pid=$!
set -e
run node tests/pyodide/run.mjs
set +e
wait "$cpython_pid"
cpython_rc=$?
set -e
echo "[test] ${cpython_suite[*]} (ran beside the Pyodide suite)"
cat "$cpython_log"
rm -f "$cpython_log"
if [ $cpython_rc -ne 0 ]; then status=1; echo "[test] FAILED ($cpython_rc): ${cpython_suite[*]}"; fi
# The browser suite drives real Chromium on a shared machine, where a timing a test did not foresee
# can fail it once. Tests that fail are run once more, alone, and named as flaky if they then pass;
# a test that fails twice fails the run.
browser_suite() {
  local log
  log=$(mktemp)
  "$PY" -m pytest -q -p no:warnings -m browser tests/browser 2>&1 | tee "$log"
  local rc=${PIPESTATUS[0]}
  if [ $rc -ne 1 ]; then rm -f "$log"; return $rc; fi
  local failed
  mapfile -t failed < <(sed -n 's/^FAILED \([^ ]*\).*/\1/p' "$log" | sort -u)
  rm -f "$log"
  if [ ${#failed[@]} -eq 0 ] || [ ${#failed[@]} -gt 3 ]; then return $rc; fi
  echo "[test] running the ${#failed[@]} browser test(s) that failed once more: ${failed[*]}"
  "$PY" -m pytest -q -p no:warnings -m browser "${failed[@]}"
  rc=$?
  if [ $rc -eq 0 ]; then echo "[test] FLAKY: ${failed[*]} failed, then passed when run again"; fi
  return $rc
}
run browser_suite

if [ $status -ne 0 ]; then echo "[test] some suites failed"; exit 1; fi
echo "[test] all suites passed"
