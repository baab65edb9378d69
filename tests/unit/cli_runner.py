"""Run the CLI as a user does and capture what they would see.

On CPython: a real subprocess (``python -m cardlab ...``). Pyodide has no subprocesses, so there the
same call runs ``cardlab.cli.main`` in-process with stdin, stdout and stderr swapped for strings:
the CLI's own code still runs on Python 3.14 in WebAssembly.
"""

from __future__ import annotations

import contextlib
import io
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def run(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess:
    """``python -m cardlab *args`` with ``stdin``; returns code, stdout and stderr."""
    if sys.platform == "emscripten":
        return run_in_process(list(args), stdin)
    return subprocess.run([sys.executable, "-m", "cardlab", *args], capture_output=True, text=True,
                          input=stdin, cwd=ROOT, env={"PYTHONPATH": str(ROOT / "py_src"), "PATH": "/usr/bin:/bin"})


def run_in_process(args: list[str], stdin: str | None = None) -> subprocess.CompletedProcess:
    """``cardlab.cli.main(args)`` with captured streams (fast enough for property tests)."""
    from cardlab.cli import main

    out, err = io.StringIO(), io.StringIO()
    saved_stdin = sys.stdin
    sys.stdin = io.StringIO(stdin or "")
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            try:
                code = main(args)
            except SystemExit as exit_:  # --help and --version exit through argparse
                code = exit_.code
    finally:
        sys.stdin = saved_stdin
    return subprocess.CompletedProcess(args, code, out.getvalue(), err.getvalue())
